// Profile statistics counted from the chats stored on this device (DECISIONS: "chats and questions
// from the device"), which the chat keeps in IndexedDB (lib/chats).
import { loadAllChats } from '../../lib/chats/chat-store';

export interface DeviceStats {
  chatsCount: number;
  questionsAsked: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Counts chats and the user's messages in them. Accepts a list of stored chats or a map of id to
 * chat, and skips anything that does not look like a chat.
 */
export function countDeviceStats(stored: unknown): DeviceStats {
  const list = Array.isArray(stored) ? stored : isRecord(stored) ? Object.values(stored) : [];
  const chats = list.filter(isRecord);
  let questionsAsked = 0;
  for (const chat of chats) {
    if (!Array.isArray(chat.messages)) continue;
    for (const message of chat.messages) {
      if (isRecord(message) && message.sender === 'user') questionsAsked += 1;
    }
  }
  return { chatsCount: chats.length, questionsAsked };
}

export async function readDeviceStats(): Promise<DeviceStats> {
  return countDeviceStats(await loadAllChats());
}

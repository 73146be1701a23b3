import {
  CHAT_LIMITS,
  type ChatContext,
  type ChatHistoryMessage,
  type ChatRequest,
} from '@pintar/contracts/chat';
import type { ChatMessage } from '../../../lib/chats/chat-record';
import type { Settings } from '../../../lib/settings';

/** The last 5 whole messages, oldest first; failed and stopped replies are not the assistant's words. */
export function historyOf(messages: readonly ChatMessage[]): ChatHistoryMessage[] {
  return messages
    .filter((m) => m.content.trim() !== '' && (m.sender === 'user' || m.state === 'complete'))
    .slice(-CHAT_LIMITS.historyMaxMessages)
    .map((m) => ({
      role: m.sender === 'user' ? 'user' : 'assistant',
      content: m.content.slice(0, CHAT_LIMITS.historyMessageMaxChars),
    }));
}

export interface DeviceLocation {
  lat: number;
  lng: number;
  accuracy?: number;
  timestamp: number;
}

export function buildChatRequest(
  message: string,
  earlier: readonly ChatMessage[],
  settings: Settings,
  now: Date,
  location?: DeviceLocation,
): ChatRequest {
  const context: ChatContext = {
    timestamp: now.toISOString(),
    userPreferences: {
      language: settings.general.language,
      units: settings.preferences.units,
      timeFormat: settings.preferences.timeFormat,
      defaultLocation: settings.preferences.defaultLocation.trim().slice(0, 100) || undefined,
    },
  };
  if (location) {
    context.userLocation = {
      lat: location.lat,
      lng: location.lng,
      accuracy: location.accuracy,
      timestamp: location.timestamp,
    };
  }
  const history = historyOf(earlier);
  return { message, context, ...(history.length ? { history } : {}) };
}

// "near me", "nearby", "where am I" and their Malay, Chinese and Tamil forms: only these questions
// ask the browser for the device's position (spec: location asked for only when needed).
const NEEDS_LOCATION =
  /\b(near me|nearby|near here|around me|closest|nearest|from here|my location|where am i|dekat saya|berdekatan|terdekat|dari sini|lokasi saya)\b|附近|最近的|我在哪|அருகில்|அருகிலுள்ள/i;

export function needsLocation(text: string): boolean {
  return NEEDS_LOCATION.test(text);
}

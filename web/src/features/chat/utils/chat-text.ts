import { CHAT_LIMITS } from '@pintar/contracts/chat';
import type { StoredChat } from '../../../lib/chats/chat-record';

export const INPUT_MAX = CHAT_LIMITS.messageMaxChars;
/** The counter shows once the text is this close to the limit. */
export const COUNTER_FROM = INPUT_MAX - 200;
export const INPUT_MAX_HEIGHT_PX = 192;

/** A paste that would pass 1000 characters is cut, and the caller says so. */
export function clampInput(text: string): { text: string; cut: boolean } {
  return text.length > INPUT_MAX ? { text: text.slice(0, INPUT_MAX), cut: true } : { text, cut: false };
}

export function canSend(text: string, pending: boolean): boolean {
  return !pending && text.trim() !== '' && text.length <= INPUT_MAX;
}

export interface ExportLabels {
  heading: string;
  exported: string;
  you: string;
  assistant: string;
}

/** The chat as a plain text file: who said what and when, answers as written (Markdown). */
export function chatAsText(chat: StoredChat, labels: ExportLabels): string {
  const lines = [labels.heading, labels.exported, ''];
  for (const message of chat.messages) {
    if (message.state === 'failed' || message.content.trim() === '') continue;
    const who = message.sender === 'user' ? labels.you : labels.assistant;
    lines.push(`[${message.createdAt}] ${who}:`, message.content, '');
    for (const source of message.sources ?? [])
      lines.push(`  - ${source.name}${source.asOf ? ` (${source.asOf})` : ''}`);
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/** A file name from the title: letters and digits of any script, dashes elsewhere. */
export function exportFileName(title: string): string {
  const slug = title
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `pintar-chat-${slug || 'untitled'}.txt`;
}

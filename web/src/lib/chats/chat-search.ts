import type { StoredChat } from './chat-record';
import { plainText } from '../plain-text';

export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_MAX_RESULTS = 50;
export const SNIPPET_CHARS = 120;

export interface ChatSearchResult {
  chatId: string;
  title: string;
  lastUpdated: string;
  /** True when the title matched; such results come first. */
  inTitle: boolean;
  /** Up to 120 characters of the matching message (or of the last message for a title match). */
  snippet: string;
}

const fold = (text: string) => text.normalize('NFKC').toLocaleLowerCase();

/** 120 characters around the match, with an ellipsis where text was cut. */
export function snippetAround(text: string, at: number, length: number): string {
  const clean = text.replace(/\s+/g, ' ');
  if (clean.length <= SNIPPET_CHARS) return clean;
  const start = Math.max(
    0,
    Math.min(at - Math.floor((SNIPPET_CHARS - length) / 2), clean.length - SNIPPET_CHARS),
  );
  const body = clean.slice(start, start + SNIPPET_CHARS);
  return `${start > 0 ? '…' : ''}${body}${start + SNIPPET_CHARS < clean.length ? '…' : ''}`;
}

/** The spec's history search: titles and message text; titles first, then newest; at most 50. */
export function searchChats(chats: readonly StoredChat[], query: string): ChatSearchResult[] {
  const needle = fold(query.trim());
  if (needle === '') return [];
  const results: ChatSearchResult[] = [];
  for (const chat of chats) {
    const inTitle = fold(chat.title).includes(needle);
    let snippet: string | undefined;
    // Searched and shown as the reader saw the text: `**MRT Kajang Line**` is "MRT Kajang Line".
    for (const message of chat.messages) {
      const text = plainText(message.content);
      const at = fold(text).indexOf(needle);
      if (at >= 0) {
        snippet = snippetAround(text, at, needle.length);
        break;
      }
    }
    if (!inTitle && snippet === undefined) continue;
    const fallback = plainText(chat.messages.at(-1)?.content ?? '');
    results.push({
      chatId: chat.id,
      title: chat.title,
      lastUpdated: chat.lastUpdated,
      inTitle,
      snippet: snippet ?? snippetAround(fallback, 0, 0),
    });
  }
  results.sort((a, b) => Number(b.inTitle) - Number(a.inTitle) || b.lastUpdated.localeCompare(a.lastUpdated));
  return results.slice(0, SEARCH_MAX_RESULTS);
}

import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { type ChatSearchResult, SEARCH_DEBOUNCE_MS, searchChats } from './chat-search';
import { loadAllChats, useChatStore } from './chat-store';

/** The history search of the spec: 300 ms after typing stops, over titles and message text. */
export function useChatSearch(query: string): { results: ChatSearchResult[]; settled: string } {
  const settled = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const { entries } = useChatStore();
  const [results, setResults] = useState<ChatSearchResult[]>([]);
  useEffect(() => {
    let live = true;
    if (settled.trim() === '') return;
    void loadAllChats().then((chats) => live && setResults(searchChats(chats, settled)));
    return () => {
      live = false;
    };
  }, [settled, entries]);
  return { results: settled.trim() === '' ? [] : results, settled };
}

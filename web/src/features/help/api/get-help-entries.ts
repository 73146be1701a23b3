import { useCallback } from 'react';
import { useHelpRequest } from '../hooks/use-help-request';
import type { HelpLanguage } from '../help-language';
import { getHelpJson, type HelpEntry, HelpRequestError } from './help-entry';

/** GET /api/help?language&q (public): active help entries, searched by `q` when given. */
export async function getHelpEntries(
  language: HelpLanguage,
  query: string,
  signal: AbortSignal,
): Promise<HelpEntry[]> {
  const params = new URLSearchParams({ language });
  // Empty query parameters are left out (admin-side.md §5 says the same of list requests).
  if (query.trim()) params.set('q', query.trim());
  const body = (await getHelpJson(`/api/help?${params}`, signal)) as { entries?: unknown } | null;
  if (!Array.isArray(body?.entries)) throw new HelpRequestError({ kind: 'failed', status: 200 });
  return body.entries as HelpEntry[];
}

export function useHelpEntries(language: HelpLanguage, query: string) {
  const load = useCallback(
    (signal: AbortSignal) => getHelpEntries(language, query, signal),
    [language, query],
  );
  return useHelpRequest(load);
}

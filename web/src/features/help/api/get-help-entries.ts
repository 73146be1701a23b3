import { useCallback, useEffect, useRef, useState } from 'react';
import { withTimeout } from '../../../lib/api-client';
import { useHelpRequest } from '../hooks/use-help-request';
import type { HelpLanguage } from '../help-language';
import { getHelpJson, type HelpEntryPage, type HelpEntrySummary, HelpRequestError } from './help-entry';

/** Articles a page: what a reader scans before searching instead. */
export const HELP_PAGE_SIZE = 20;

/** GET /api/help?language&q&limit&offset (public): a page of active help articles, searched by `q` when given. */
export async function getHelpEntries(
  language: HelpLanguage,
  query: string,
  offset: number,
  signal: AbortSignal,
): Promise<HelpEntryPage> {
  const params = new URLSearchParams({ language, limit: String(HELP_PAGE_SIZE) });
  // Empty query parameters are left out (docs/product.md, Admin tabs, says the same of list requests).
  if (query.trim()) params.set('q', query.trim());
  if (offset) params.set('offset', String(offset));
  const body = (await getHelpJson(`/api/help?${params}`, signal)) as Partial<HelpEntryPage> | null;
  if (!Array.isArray(body?.entries)) throw new HelpRequestError({ kind: 'failed', status: 200 });
  return { entries: body.entries, more: body.more === true };
}

/** The pages after the first, for one first page: reset when the first page is new. */
interface Further {
  after: HelpEntryPage | undefined;
  entries: HelpEntrySummary[];
  more: boolean;
  loading: boolean;
  failed: boolean;
}

const none = (after: HelpEntryPage | undefined): Further => ({
  after,
  entries: [],
  more: after?.more ?? false,
  loading: false,
  failed: false,
});

/**
 * The help list for a language and a search: its first page (kept on screen while a newer search
 * runs), then more pages appended by showMore().
 */
export function useHelpEntries(language: HelpLanguage, query: string) {
  const load = useCallback(
    (signal: AbortSignal) => getHelpEntries(language, query, 0, signal),
    [language, query],
  );
  const first = useHelpRequest(load);
  const [further, setFurther] = useState<Further>(() => none(undefined));
  const current = further.after === first.data ? further : none(first.data);
  const pending = useRef<AbortController | null>(null);
  // A new first page (or leaving the page) abandons the page being loaded after the old one.
  useEffect(() => () => pending.current?.abort(), [first.data]);

  const showMore = useCallback(() => {
    const after = first.data;
    if (!after || current.loading || !current.more) return;
    const abort = new AbortController();
    pending.current = abort;
    setFurther({ ...current, loading: true, failed: false });
    getHelpEntries(
      language,
      query,
      after.entries.length + current.entries.length,
      withTimeout(abort.signal),
    ).then(
      (page) => {
        if (abort.signal.aborted) return;
        setFurther({
          after,
          entries: [...current.entries, ...page.entries],
          more: page.more,
          loading: false,
          failed: false,
        });
      },
      () => {
        if (abort.signal.aborted) return;
        setFurther({ ...current, loading: false, failed: true });
      },
    );
  }, [first.data, current, language, query]);

  const entries = first.data ? [...first.data.entries, ...current.entries] : undefined;
  return {
    ...first,
    entries,
    more: current.more,
    loadingMore: current.loading,
    moreFailed: current.failed,
    showMore,
  };
}

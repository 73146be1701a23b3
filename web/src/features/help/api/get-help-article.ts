import { useCallback } from 'react';
import { useHelpRequest } from '../hooks/use-help-request';
import { getHelpJson, type HelpArticle, HelpRequestError } from './help-entry';

/** GET /api/help/{id} (public): one article with its other-language versions. */
export async function getHelpArticle(id: string, signal: AbortSignal): Promise<HelpArticle> {
  const body = (await getHelpJson(
    `/api/help/${encodeURIComponent(id)}`,
    signal,
  )) as Partial<HelpArticle> | null;
  if (typeof body?.title !== 'string' || typeof body.content !== 'string') {
    throw new HelpRequestError({ kind: 'failed', status: 200 });
  }
  return { ...body, translations: Array.isArray(body.translations) ? body.translations : [] } as HelpArticle;
}

export function useHelpArticle(id: string) {
  const load = useCallback((signal: AbortSignal) => getHelpArticle(id, signal), [id]);
  return useHelpRequest(load);
}

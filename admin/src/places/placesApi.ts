// Calls of the Places tab that are not react-admin CRUD (docs/places.md, API). Failures reject
// with react-admin's HttpError carrying the server's message.
import { chunk } from '../dataProvider/problem';
import { API_URL, BULK_LIMIT, httpClient } from '../dataProvider';
import type { BulkEnhanceResult, EnhanceResult, EnrichmentSourceInfo, PlaceFilterOptions } from './types';

const post = async (path: string, payload: unknown) =>
  (await httpClient(`${API_URL}${path}`, { method: 'POST', body: JSON.stringify(payload) })).json as unknown;

/** POST /places/{id}/enhance: which source filled which fields, or no match. */
export const enhancePlace = async (id: string): Promise<EnhanceResult> =>
  (await post(`/places/${encodeURIComponent(id)}/enhance`, {})) as EnhanceResult;

/** POST /places/bulk/enhance, batch by batch; the counts are summed. */
export const enhancePlaces = async (ids: readonly string[]): Promise<BulkEnhanceResult> => {
  const total: BulkEnhanceResult = {
    enhanced: 0,
    matched: 0,
    unmatched: 0,
    reasons: { no_name_match: 0, too_far: 0, ambiguous: 0 },
    missing: [],
  };
  for (const batch of chunk(ids, BULK_LIMIT)) {
    const answer = (await post('/places/bulk/enhance', { ids: batch })) as Partial<BulkEnhanceResult> | null;
    total.enhanced += answer?.enhanced ?? 0;
    total.matched += answer?.matched ?? 0;
    total.unmatched += answer?.unmatched ?? 0;
    for (const reason of Object.keys(total.reasons) as (keyof BulkEnhanceResult['reasons'])[])
      total.reasons[reason] += answer?.reasons?.[reason] ?? 0;
    total.missing.push(...(answer?.missing ?? []));
  }
  return total;
};

/** GET /enrichment: Google Places (a key is configured) or the shipped OpenStreetMap data. */
export const fetchEnrichmentSource = async (signal?: AbortSignal): Promise<EnrichmentSourceInfo> =>
  (await httpClient(`${API_URL}/enrichment`, { signal })).json as EnrichmentSourceInfo;

/** GET /filters: the values present in the catalogue, with their counts. */
export const fetchPlaceFilters = async (signal?: AbortSignal): Promise<PlaceFilterOptions> => {
  const { json } = await httpClient(`${API_URL}/filters`, { signal });
  const answer = (json ?? {}) as Partial<PlaceFilterOptions>;
  return {
    categories: answer.categories ?? [],
    states: answer.states ?? [],
    cities: answer.cities ?? [],
    statuses: answer.statuses ?? [],
  };
};

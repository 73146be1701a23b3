import type { QueryClient } from '@tanstack/react-query';
import { API_URL, httpClient } from '../../dataProvider';
import { isPlaceStats, type PlaceStats, PLACE_STATS_KEY, writeCachedStats } from './placeStatsCache';

/** react-query key of the statistics; react-admin's own keys of the resource start with 'places'. */
export const PLACE_STATS_QUERY_KEY = ['pintar', 'placeStats'] as const;

export const browserStorage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/** GET /api/admin/dashboard/stats; a good answer is also remembered under PLACE_STATS_KEY. */
export const fetchPlaceStats = async (signal?: AbortSignal): Promise<PlaceStats> => {
  const { json } = await httpClient(`${API_URL}/dashboard/stats`, { signal });
  if (!isPlaceStats(json)) throw new Error('the answer is not place statistics');
  writeCachedStats(browserStorage(), json, Date.now());
  return json;
};

/**
 * After places changed (an import, a bulk command, another admin): the lists (the grid, the
 * sample) and the statistics load again. A record open in a form is left alone, so nobody's
 * edits are overwritten. `cancelRefetch: false` lets a burst of events share one request.
 */
export const reloadPlaceData = (queryClient: QueryClient): Promise<void> =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['places', 'getList'] }, { cancelRefetch: false }),
    queryClient.invalidateQueries({ queryKey: PLACE_STATS_QUERY_KEY }, { cancelRefetch: false }),
  ]).then(() => undefined);

export { PLACE_STATS_KEY };

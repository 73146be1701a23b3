import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../realtime/useRealtimeEvent';
import { browserStorage, fetchPlaceStats, PLACE_STATS_QUERY_KEY, reloadPlaceData } from './placeQueries';
import { readCachedStats, statsView } from './placeStatsCache';

/** Polling of dashboard figures (docs/product.md, Admin live figures); socket events come in between. */
export const STATS_POLL_MS = 30_000;

const isCompletedImport = (payload: unknown) =>
  typeof payload === 'object' && payload !== null && (payload as { status?: unknown }).status === 'completed';

/**
 * The places statistics: fetched on mount, every 30 s and on refresh, reloaded when the API
 * pushes `places:changed` or a completed `import:progress`. Before the first answer, and after a
 * failed one, the last figures really received (this session or a previous one) stand in.
 */
export const usePlaceStats = () => {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: PLACE_STATS_QUERY_KEY,
    queryFn: ({ signal }) => fetchPlaceStats(signal),
    initialData: () => readCachedStats(browserStorage())?.stats,
    initialDataUpdatedAt: () => readCachedStats(browserStorage())?.receivedAt,
    refetchInterval: STATS_POLL_MS,
    // The next poll is the retry; the failure shows at once instead of after three attempts.
    retry: false,
  });

  useRealtimeEvent('places:changed', () => void reloadPlaceData(queryClient));
  useRealtimeEvent('import:progress', (payload) => {
    if (isCompletedImport(payload)) void reloadPlaceData(queryClient);
  });

  const error = query.error ? query.error.message || String(query.error) : null;
  return {
    view: statsView({
      stats: query.data,
      receivedAt: query.dataUpdatedAt,
      error,
      pending: query.isPending,
      fetched: query.isFetched,
    }),
    fetching: query.isFetching,
  };
};

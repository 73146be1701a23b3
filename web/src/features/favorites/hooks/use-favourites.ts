import { useCallback, useEffect, useState } from 'react';
import { type Favourite, listFavourites, unstarFavourite } from '../../../lib/favourites';

export type FavouritesState =
  | { kind: 'loading' }
  | { kind: 'failed'; network: boolean }
  | { kind: 'loaded'; items: Favourite[]; max: number };

/** The user's favourites from the server, with remove; a failed remove keeps the place listed. */
export function useFavourites() {
  const [state, setState] = useState<FavouritesState>({ kind: 'loading' });
  const [removing, setRemoving] = useState<string | null>(null);
  const [removeFailed, setRemoveFailed] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    void listFavourites(controller.signal).then((outcome) => {
      if (outcome.kind === 'aborted') return;
      if (outcome.kind === 'ok')
        setState({ kind: 'loaded', items: outcome.data.items, max: outcome.data.max });
      else setState({ kind: 'failed', network: outcome.kind === 'network' });
    });
    return () => controller.abort();
  }, [attempt]);

  const remove = useCallback(async (placeId: string) => {
    setRemoving(placeId);
    setRemoveFailed(null);
    const outcome = await unstarFavourite(new AbortController().signal, placeId);
    setRemoving(null);
    // Already gone on the server (another tab) counts as removed.
    if (outcome.kind === 'ok' || (outcome.kind === 'failed' && outcome.status === 404)) {
      setState((s) =>
        s.kind === 'loaded' ? { ...s, items: s.items.filter((f) => f.placeId !== placeId) } : s,
      );
    } else setRemoveFailed(placeId);
  }, []);

  const retry = () => {
    setState({ kind: 'loading' });
    setAttempt((n) => n + 1);
  };

  return { state, remove, removing, removeFailed, retry };
}

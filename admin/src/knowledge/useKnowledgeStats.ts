import { useCallback, useEffect, useReducer, useRef } from 'react';
import { fetchLanguageStats, fetchStats } from './knowledgeApi';
import type { KnowledgeStats, LanguageStats } from './types';

export interface KnowledgeFigures {
  stats: KnowledgeStats;
  languages: LanguageStats[] | null;
  receivedAt: Date;
}

interface State {
  /** The last figures really received; kept when a later fetch fails (docs/product.md, Admin live figures). */
  figures: KnowledgeFigures | null;
  error: string | null;
  loading: boolean;
}

export interface KnowledgeStatsState extends State {
  refresh: () => void;
}

type Action =
  { type: 'start' } | { type: 'received'; figures: KnowledgeFigures } | { type: 'failed'; error: string };

const reducer = (state: State, action: Action): State => {
  switch (action.type) {
    case 'start':
      return { ...state, loading: true };
    case 'received':
      return { figures: action.figures, error: null, loading: false };
    case 'failed':
      return { ...state, error: action.error, loading: false };
  }
};

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : String(error);

/**
 * The Knowledge Base tab's figures: fetched on mount and on refresh(). The per-language stats are
 * a refinement; when only they fail the cards still show the main figures.
 */
export const useKnowledgeStats = (): KnowledgeStatsState => {
  const [state, dispatch] = useReducer(reducer, { figures: null, error: null, loading: true });
  const inFlight = useRef<AbortController | null>(null);

  const refresh = useCallback(() => {
    // A newer fetch supersedes the running one, so answers cannot arrive out of order.
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    dispatch({ type: 'start' });
    const languages = fetchLanguageStats(controller.signal).catch(() => null);
    fetchStats(controller.signal).then(
      async (stats) => {
        const figures = { stats, languages: await languages, receivedAt: new Date() };
        if (!controller.signal.aborted) dispatch({ type: 'received', figures });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) dispatch({ type: 'failed', error: messageOf(error) });
      },
    );
  }, []);

  useEffect(() => {
    refresh();
    return () => inFlight.current?.abort();
  }, [refresh]);

  return { ...state, refresh };
};

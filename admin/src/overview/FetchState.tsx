import { Alert, LinearProgress } from '@mui/material';
import type { LiveState } from './useLiveFetch';

/**
 * Loading bar before the first answer; after a failure, the error and the time of the figures
 * still shown ("Using Cached Data"), never sample figures.
 */
export function FetchState<T>({ state, what }: { state: LiveState<T>; what: string }) {
  if (state.loading && !state.data) return <LinearProgress aria-label={`Loading ${what}`} />;
  if (!state.error) return null;
  const since = state.receivedAt ? state.receivedAt.toLocaleTimeString() : null;
  return (
    <Alert severity={state.data ? 'warning' : 'error'}>
      {`Could not load ${what}: ${state.error}. `}
      {since ? `Using Cached Data from ${since}.` : 'No figures received yet.'}
    </Alert>
  );
}

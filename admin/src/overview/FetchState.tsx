import { Alert, LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { LiveState } from './useLiveFetch';

/**
 * Loading bar before the first answer; after a failure, the error and the time of the figures
 * still shown ("Using Cached Data"), never sample figures.
 */
export function FetchState<T>({ state, what }: { state: LiveState<T>; what: string }) {
  const translate = useTranslate();
  if (state.loading && !state.data)
    return <LinearProgress aria-label={translate('pintar.ops.fetch.loading', { what })} />;
  if (!state.error) return null;
  const since = state.receivedAt ? state.receivedAt.toLocaleTimeString() : null;
  return (
    <Alert severity={state.data ? 'warning' : 'error'}>
      {translate('pintar.ops.fetch.failed', { what, error: state.error })}
      {since
        ? translate('pintar.ops.fetch.cached', { time: since })
        : translate('pintar.ops.fetch.nothing_yet')}
    </Alert>
  );
}

import { Alert, AlertTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatReceivedAt, type StatsView } from './placeStatsCache';

/**
 * The spec's connection-status panel: connected, or the error in the server's words with the
 * time of the last figures really received ("Using Cached Data"), or that there are none yet.
 */
export const ConnectionStatus = ({ view }: { view: StatsView }) => {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`pintar.place_stats.${key}`, options);
  const common = { 'data-testid': 'place-stats-connection', 'data-state': view.kind };

  switch (view.kind) {
    case 'loading':
      return (
        <Alert severity="info" role="status" {...common}>
          {t('connecting')}
        </Alert>
      );
    case 'restored':
      return (
        <Alert severity="info" role="status" {...common}>
          {t('restored', { time: formatReceivedAt(view.receivedAt) })}
        </Alert>
      );
    case 'live':
      return (
        <Alert severity="success" role="status" {...common}>
          {t('connected', { time: formatReceivedAt(view.receivedAt) })}
        </Alert>
      );
    case 'cached':
      return (
        <Alert severity="warning" role="alert" {...common}>
          <AlertTitle>{t('connection_issue', { message: view.error })}</AlertTitle>
          {t('using_cached', { time: formatReceivedAt(view.receivedAt) })}
        </Alert>
      );
    case 'empty':
      return (
        <Alert severity={view.error ? 'error' : 'info'} role={view.error ? 'alert' : 'status'} {...common}>
          {view.error ? <AlertTitle>{t('connection_issue', { message: view.error })}</AlertTitle> : null}
          {t('no_data')}
        </Alert>
      );
  }
};

import StopCircleIcon from '@mui/icons-material/StopCircle';
import { Button, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { API_URL, httpClient } from '../dataProvider';
import type { TransitAlert } from './types';

/** POST /api/admin/transit-alerts/{id}/end: the alert stops showing now. */
export const EndAlertButton = () => {
  const alert = useRecordContext<TransitAlert>();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!alert || alert.status === 'ended') return null;
  const end = () =>
    httpClient(`${API_URL}/transit-alerts/${encodeURIComponent(alert.id)}/end`, { method: 'POST' }).then(
      () => {
        notify('resources.transit-alerts.ended', { type: 'success' });
        refresh();
      },
      (error: Error) => notify(error.message, { type: 'error' }),
    );
  return (
    <Button label="resources.transit-alerts.end" onClick={end}>
      <StopCircleIcon />
    </Button>
  );
};

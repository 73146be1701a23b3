import { Alert as MuiAlert, Button, Stack, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { FetchState } from '../overview/FetchState';
import type { Alert } from '../overview/types';
import { useLiveFetch } from '../overview/useLiveFetch';
import { type AlertType, alertsUrl, dismissAlert } from './alertsApi';

/** Alerts from real events, live; Dismiss hides one for the signed-in admin only. */
export const AlertList = ({ type, limit }: { type: AlertType | ''; limit: number }) => {
  const state = useLiveFetch<Alert[]>(alertsUrl(type, limit), ['alert:raised']);
  const notify = useNotify();
  const translate = useTranslate();
  const dismiss = (id: string) =>
    dismissAlert(id).then(state.refresh, (error: unknown) =>
      notify(
        translate('pintar.ops.alerts.not_dismissed', {
          message: error instanceof Error ? error.message : String(error),
        }),
        { type: 'error' },
      ),
    );
  return (
    <Stack spacing={1}>
      <FetchState state={state} what={translate('pintar.ops.alerts.what')} />
      {state.data?.length === 0 && (
        <Typography color="text.secondary">{translate('pintar.ops.alerts.none')}</Typography>
      )}
      {state.data?.map((alert) => (
        <MuiAlert
          key={alert.id}
          severity={alert.type}
          action={
            <Button color="inherit" size="small" onClick={() => void dismiss(alert.id)}>
              {translate('pintar.ops.alerts.dismiss')}
            </Button>
          }
        >
          <Typography variant="body2">{alert.message}</Typography>
          <Typography variant="caption" color="text.secondary">
            {`${new Date(alert.time).toLocaleString()} · ${alert.source}`}
          </Typography>
        </MuiAlert>
      ))}
    </Stack>
  );
};

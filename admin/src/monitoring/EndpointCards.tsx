import { Card, CardContent, Chip, Grid, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { httpStatusColor, responseTimeColor } from '../overview/format';
import type { Monitoring } from '../overview/types';

const STATE_COLOR = {
  healthy: 'success',
  warning: 'warning',
  error: 'error',
  skipped: 'default',
  unknown: 'default',
} as const;

export const EndpointCards = ({ endpoints }: { endpoints: Monitoring['endpoints'] }) => {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`pintar.ops.monitoring.${key}`, options);
  if (endpoints.length === 0) return <Typography color="text.secondary">{t('no_endpoints')}</Typography>;
  return (
    <Grid container spacing={2}>
      {endpoints.map((e) => (
        <Grid key={e.endpoint.name} size={{ xs: 12, sm: 6, lg: 4 }}>
          <Card variant="outlined">
            <CardContent>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                <Typography variant="subtitle1" component="h3" sx={{ flexGrow: 1 }}>
                  {e.endpoint.name}
                </Typography>
                <Chip size="small" label={e.status} color={STATE_COLOR[e.status]} />
              </Stack>
              <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
                {`${e.endpoint.method} ${e.endpoint.path}`}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
                <Chip size="small" variant="outlined" label={e.endpoint.category} />
                {e.endpoint.critical && <Chip size="small" variant="outlined" label={t('critical')} />}
                <Chip
                  size="small"
                  label={e.responseTime === null ? t('no_time') : `${e.responseTime} ms`}
                  color={responseTimeColor(e.responseTime)}
                />
                <Chip
                  size="small"
                  label={e.httpStatus === null ? t('no_answer') : `HTTP ${e.httpStatus}`}
                  color={httpStatusColor(e.httpStatus)}
                />
              </Stack>
              <Typography variant="caption" color="text.secondary">
                {e.lastChecked
                  ? t('checked', { time: new Date(e.lastChecked).toLocaleTimeString() })
                  : t('not_checked')}
                {e.detail ? ` · ${e.detail}` : ''}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
};

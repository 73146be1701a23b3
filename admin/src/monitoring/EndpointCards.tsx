import { Card, CardContent, Chip, Grid, Stack, Typography } from '@mui/material';
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
  if (endpoints.length === 0) return <Typography color="text.secondary">No endpoints found</Typography>;
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
                {e.endpoint.critical && <Chip size="small" variant="outlined" label="critical" />}
                <Chip
                  size="small"
                  label={e.responseTime === null ? 'no time' : `${e.responseTime} ms`}
                  color={responseTimeColor(e.responseTime)}
                />
                <Chip
                  size="small"
                  label={e.httpStatus === null ? 'no answer' : `HTTP ${e.httpStatus}`}
                  color={httpStatusColor(e.httpStatus)}
                />
              </Stack>
              <Typography variant="caption" color="text.secondary">
                {e.lastChecked
                  ? `Checked ${new Date(e.lastChecked).toLocaleTimeString()}`
                  : 'Not checked yet'}
                {e.detail ? ` · ${e.detail}` : ''}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
};

import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { ComponentsTable } from './ComponentsTable';
import { STATUS_TIMEOUT_MS } from './fetchSystemStatus';
import { HealthFigures, HealthFiguresSkeleton } from './HealthFigures';
import { formatClock } from './healthFormat';
import { useSystemStatus } from './useSystemStatus';

/** Overview → System Health: measured figures from GET /api/system/status, live when possible. */
export const SystemHealth = () => {
  const translate = useTranslate();
  const headingId = useId();
  const { status, receivedAt, error, loading, refreshing, refresh } = useSystemStatus();

  const reason = !error
    ? ''
    : error.kind === 'timeout'
      ? translate('pintar.health.timeout', { seconds: STATUS_TIMEOUT_MS / 1000 })
      : error.kind === 'invalid'
        ? translate('pintar.health.invalid')
        : error.message;
  const time = receivedAt ? formatClock(receivedAt) : '';

  return (
    <Card component="section" aria-labelledby={headingId} aria-busy={loading}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
          <Typography variant="h6" component="h2" id={headingId} sx={{ flexGrow: 1 }}>
            {translate('pintar.health.title')}
          </Typography>
          {status && receivedAt ? (
            error ? (
              // The figures on screen are older than the failed check: say so, with their time.
              <Chip color="warning" variant="outlined" label={translate('pintar.health.cached', { time })} />
            ) : (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {translate('pintar.health.updated_at', { time })}
              </Typography>
            )
          ) : null}
          <Button
            onClick={refresh}
            loading={refreshing}
            loadingPosition="start"
            startIcon={<RefreshIcon />}
            variant="outlined"
            size="small"
          >
            {translate('pintar.health.refresh')}
          </Button>
        </Stack>
        {error ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {translate('pintar.health.failed', { message: reason })}
          </Alert>
        ) : null}
        {status ? (
          <>
            <HealthFigures status={status} />
            <Typography variant="caption" component="p" sx={{ mt: 1, color: 'text.secondary' }}>
              {translate('pintar.health.window', { minutes: Math.round(status.http.windowSeconds / 60) })}
            </Typography>
            <Box sx={{ mt: 2, overflowX: 'auto' }}>
              <ComponentsTable components={status.components} />
            </Box>
          </>
        ) : loading ? (
          <HealthFiguresSkeleton />
        ) : null}
      </CardContent>
    </Card>
  );
};

import { Box, Card, CardContent, Grid, Typography } from '@mui/material';
import type { components } from '@pintar/contracts/openapi';
import { Title } from 'react-admin';
import { FetchState } from '../overview/FetchState';
import { useLiveFetch } from '../overview/useLiveFetch';
import { ClearCacheButton } from './ClearCacheButton';

type RealtimeMetrics = components['schemas']['RealtimeMetrics'];
type RefreshState = components['schemas']['LiveRefreshState'];

const time = (iso: string | null) => (iso ? new Date(iso).toLocaleTimeString() : '—');

/** The background refresh row: its state, its last pass and the next. */
function refreshText(r: RefreshState): string {
  const last = r.lastResult
    ? `; last pass ${time(r.lastResult.at)}: ${r.lastResult.refreshed} of ${r.lastResult.candidates} popular places about to expire refreshed` +
      (r.lastResult.skippedForQuota
        ? `, ${r.lastResult.skippedForQuota} left to keep quota for people`
        : '') +
      (r.lastResult.error ? `, failed: ${r.lastResult.error}` : '')
    : r.lastRun
      ? `; last manual refresh ${time(r.lastRun)}`
      : '';
  const next = r.nextRunAt ? `; next ${time(r.nextRunAt)}` : '';
  return `Background refresh: ${r.status}, every ${Math.round(r.everyMs / 1000)} s${last}${next}${r.note ? ` (${r.note})` : ''}`;
}

const Figure = ({ label, value, note }: { label: string; value: string; note?: string }) => (
  <Grid size={{ xs: 12, sm: 6, md: 3 }}>
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="overline" component="h3">
          {label}
        </Typography>
        <Typography variant="h5" component="p">
          {value}
        </Typography>
        {note && (
          <Typography variant="body2" color="text.secondary">
            {note}
          </Typography>
        )}
      </CardContent>
    </Card>
  </Grid>
);

const percent = (rate: number | null) => (rate === null ? '—' : `${Math.round(rate * 1000) / 10}%`);

/** The places cache and the places service quota, from GET /api/realtime/metrics. */
export const RealtimeDataPage = () => {
  const state = useLiveFetch<RealtimeMetrics>('/api/realtime/metrics');
  const m = state.data;
  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title="Real-time Data" />
      <FetchState state={state} what="real-time metrics" />
      {m && (
        <>
          <Grid container spacing={2}>
            <Figure
              label="Cache hit rate"
              value={percent(m.cache.hitRate)}
              note={`${m.cache.hits} hits, ${m.cache.misses} misses`}
            />
            <Figure label="API calls" value={String(m.google_api_calls)} note="places service calls today" />
            <Figure
              label="Cache backend"
              value={m.cache.backend === 'memory' ? 'in-process' : 'Redis'}
              note={`Redis: ${m.redis.status} (${m.redis.message})`}
            />
            <Figure
              label="Response time"
              value={m.response_time_avg === null ? '—' : `${m.response_time_avg} ms`}
              note="average, last 5 minutes"
            />
          </Grid>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="body1">
                {`Cache: ${m.cache.entries ?? '—'} of ${m.cache.maxEntries ?? '—'} entries, TTL ${m.cache.ttlSeconds} s, ${m.cache.evictions} evictions`}
              </Typography>
              <Typography variant="body1">
                {`Places service: ${m.googlePlaces.status}, ${m.googlePlaces.remaining} of ${m.googlePlaces.dailyLimit} calls left today`}
              </Typography>
              <Typography variant="body1">{refreshText(m.backgroundRefresh)}</Typography>
              <Typography variant="caption" color="text.secondary">
                {`Measured ${new Date(m.timestamp).toLocaleTimeString()}`}
              </Typography>
            </CardContent>
          </Card>
          <ClearCacheButton onCleared={state.refresh} />
        </>
      )}
    </Box>
  );
};

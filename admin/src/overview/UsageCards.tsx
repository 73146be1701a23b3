import { Card, CardContent, Grid, Typography } from '@mui/material';
import { FetchState } from './FetchState';
import { duration, growthLabel } from './format';
import type { Stats } from './types';
import { useLiveFetch } from './useLiveFetch';

function Figure({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 3 }}>
      <Card variant="outlined" sx={{ height: '100%' }}>
        <CardContent>
          <Typography variant="overline" component="h3">
            {label}
          </Typography>
          <Typography variant="h4">{value}</Typography>
          <Typography variant="body2" color="text.secondary">
            {note}
          </Typography>
        </CardContent>
      </Card>
    </Grid>
  );
}

/** The Overview's four cards and System Health, from GET /api/stats (every figure counted). */
export const UsageCards = () => {
  const state = useLiveFetch<Stats>('/api/stats', ['alert:raised']);
  const s = state.data;
  return (
    <>
      <FetchState state={state} what="usage figures" />
      {s && (
        <Grid container spacing={2}>
          <Figure
            label="Total Users"
            value={String(s.users.totalUsers)}
            note={growthLabel(s.users.userGrowthRate)}
          />
          <Figure
            label="Active Users"
            value={String(s.users.activeUsers)}
            note={`signed in within ${s.period.days} days`}
          />
          <Figure
            label="Total Chats"
            value={String(s.chats.totalChats)}
            note={`last ${s.period.days} days · ${growthLabel(s.chats.chatGrowthRate)}`}
          />
          <Figure
            label="API Calls"
            value={`${s.performance.requestsPerMinute}/min`}
            note="this API process, last 5 minutes (no earlier period kept)"
          />
          <Figure label="Uptime" value={duration(s.system.uptime)} note="this API process" />
          <Figure
            label="Average response time"
            value={s.system.responseTime === null ? '—' : `${s.system.responseTime} ms`}
            note="last 5 minutes"
          />
          <Figure
            label="Error rate"
            value={`${(s.performance.errorRate * 100).toFixed(1)}%`}
            note="5xx answers, last 5 minutes"
          />
          <Figure
            label="System health"
            value={s.system.systemHealth === null ? '—' : `${s.system.systemHealth}%`}
            note={s.system.systemHealth === null ? 'no probe round yet' : 'critical endpoints healthy'}
          />
        </Grid>
      )}
      {state.receivedAt && (
        <Typography variant="caption" color="text.secondary">
          {`Counted at ${new Date(s!.timestamp).toLocaleTimeString()} in ${s!.generatedIn} ms`}
        </Typography>
      )}
    </>
  );
};

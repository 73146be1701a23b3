import { Box, Grid, MenuItem, TextField, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import type { components } from '@pintar/contracts/openapi';
import type { OpsAnalytics } from '../overview/types';
import { useLiveFetch } from '../overview/useLiveFetch';
import { ChartCard } from './ChartCard';
import { topEntries } from './charts';

type ChatStats = components['schemas']['ChatStats'];
type Popular = { queries: Array<{ query: string; count: number }> };
type PlaceAnalytics = { days: Array<Record<string, number | string>>; totals: Record<string, number> };

const TIMEFRAMES = ['7d', '30d', '90d', '365d'];
const Empty = () => {
  const translate = useTranslate();
  return <Typography color="text.secondary">{translate('pintar.ops.analytics.empty')}</Typography>;
};

function Bars({ counts }: { counts: Record<string, number> }) {
  const { labels, values } = topEntries(counts);
  if (labels.length === 0) return <Empty />;
  return (
    <BarChart
      height={260}
      layout="horizontal"
      yAxis={[{ data: labels, scaleType: 'band', width: 120 }]}
      series={[{ data: values }]}
    />
  );
}

/** Charts over a timeframe (default 30d), each from the events its source counts. */
export const AnalyticsPage = () => {
  const translate = useTranslate();
  const t = (key: string) => translate(`pintar.ops.analytics.${key}`);
  const [timeframe, setTimeframe] = useState('30d');
  const usage = useLiveFetch<OpsAnalytics>(`/api/analytics/usage?timeframe=${timeframe}`);
  const chats = useLiveFetch<ChatStats>(`/api/admin/chat/stats?timeframe=${timeframe}`);
  const popular = useLiveFetch<Popular>(`/api/admin/knowledge/popular?timeframe=${timeframe}&limit=10`);
  const places = useLiveFetch<PlaceAnalytics>(`/api/admin/analytics/places?timeframe=${timeframe}`);
  const imports = useLiveFetch<PlaceAnalytics>(`/api/admin/analytics/imports?timeframe=${timeframe}`);
  const performance = useLiveFetch<OpsAnalytics>('/api/analytics/performance');
  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title={t('title')} />
      <TextField
        select
        size="small"
        label={t('timeframe')}
        value={timeframe}
        onChange={(e) => setTimeframe(e.target.value)}
        sx={{ width: 160 }}
      >
        {TIMEFRAMES.map((t) => (
          <MenuItem key={t} value={t}>
            {t}
          </MenuItem>
        ))}
      </TextField>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12 }}>
          <ChartCard title={t('per_day')} source={t('per_day_source')} state={usage}>
            {(u) => (
              <LineChart
                height={280}
                xAxis={[{ data: (u.days ?? []).map((d) => d.date), scaleType: 'point' }]}
                series={[
                  { label: t('chats'), data: (u.days ?? []).map((d) => d.chats) },
                  { label: t('sign_ups'), data: (u.days ?? []).map((d) => d.signUps) },
                ]}
              />
            )}
          </ChartCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ChartCard title={t('by_intent')} source={t('chat_source')} state={chats}>
            {(c) => <Bars counts={c.byIntent} />}
          </ChartCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ChartCard title={t('by_language')} source={t('chat_source')} state={chats}>
            {(c) => <Bars counts={c.byLanguage} />}
          </ChartCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ChartCard title={t('searches')} source={t('searches_source')} state={popular}>
            {(p) => <Bars counts={Object.fromEntries(p.queries.map((q) => [q.query, q.count]))} />}
          </ChartCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ChartCard title={t('places')} source={t('places_source')} state={chats}>
            {(c) => <Bars counts={Object.fromEntries(c.topPlaces.map((p) => [p.name, p.answers]))} />}
          </ChartCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ChartCard title={t('place_changes')} source={t('place_changes_source')} state={places}>
            {(p) => <Bars counts={p.totals} />}
          </ChartCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ChartCard title={t('imports')} source={t('imports_source')} state={imports}>
            {(p) => <Bars counts={p.totals} />}
          </ChartCard>
        </Grid>
        <Grid size={{ xs: 12 }}>
          <ChartCard title={t('latency')} source={t('latency_source')} state={performance}>
            {(p) => (
              <Bars
                counts={Object.fromEntries(
                  (p.routes ?? []).map((r) => [`${r.method} ${r.route}`, r.averageMs]),
                )}
              />
            )}
          </ChartCard>
        </Grid>
      </Grid>
    </Box>
  );
};

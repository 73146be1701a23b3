import { Box, Chip, FormControlLabel, MenuItem, Stack, Switch, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { FetchState } from '../overview/FetchState';
import type { Monitoring } from '../overview/types';
import { useLiveFetch } from '../overview/useLiveFetch';
import { EndpointCards } from './EndpointCards';
import { HostMetrics } from './HostMetrics';
import { ResponseTimeChart } from './ResponseTimeChart';
import { OutlinedSection } from '../common/OutlinedSection';

const CATEGORIES = ['core', 'auth', 'places', 'knowledge', 'chat', 'city', 'admin'];
const STATES = ['healthy', 'warning', 'error', 'skipped', 'unknown'];
const OVERALL = { healthy: 'success', degraded: 'warning', error: 'error', unknown: 'default' } as const;

function query(category: string, status: string, critical: boolean): string {
  const params = new URLSearchParams();
  // Empty filters are dropped (docs/product.md, Admin tabs).
  if (category) params.set('category', category);
  if (status) params.set('status', status);
  if (critical) params.set('critical', 'true');
  const q = params.toString();
  return `/api/monitoring${q ? `?${q}` : ''}`;
}

export const MonitoringPage = () => {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`pintar.ops.monitoring.${key}`, options);
  const [category, setCategory] = useState('');
  const [status, setStatus] = useState('');
  const [critical, setCritical] = useState(false);
  const state = useLiveFetch<Monitoring>(query(category, status, critical), ['monitoring:round']);
  const m = state.data;
  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title={t('title')} />
      <OutlinedSection title={t('server_status')}>
        <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          {m && <Chip label={t('overall', { status: m.status })} color={OVERALL[m.status]} />}
          <TextField
            select
            size="small"
            label={t('category')}
            value={category}
            onChange={(e) => setCategory(e.target.value)}
            sx={{ width: 160 }}
          >
            <MenuItem value="">{t('all')}</MenuItem>
            {CATEGORIES.map((c) => (
              <MenuItem key={c} value={c}>
                {c}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('status')}
            value={status}
            onChange={(e) => setStatus(e.target.value)}
            sx={{ width: 160 }}
          >
            <MenuItem value="">{t('all')}</MenuItem>
            {STATES.map((s) => (
              <MenuItem key={s} value={s}>
                {s}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            control={<Switch checked={critical} onChange={(e) => setCritical(e.target.checked)} />}
            label={t('critical_only')}
          />
        </Stack>
        <FetchState state={state} what={t('what')} />
        {m && (
          <>
            <Typography variant="body2" sx={{ mb: 2 }}>
              {t('summary', {
                healthy: m.summary.healthyEndpoints,
                warning: m.summary.warningEndpoints,
                error: m.summary.errorEndpoints,
                total: m.summary.totalEndpoints,
              })}
              {m.summary.averageResponseTime !== null
                ? t('average', { ms: m.summary.averageResponseTime })
                : ''}
              {m.lastRound
                ? t('last_round', { time: new Date(m.lastRound).toLocaleTimeString() })
                : t('not_run')}
            </Typography>
            <EndpointCards endpoints={m.endpoints} />
          </>
        )}
      </OutlinedSection>
      <OutlinedSection title={t('response_times')}>
        <ResponseTimeChart />
      </OutlinedSection>
      <OutlinedSection title={t('system_metrics')}>
        <HostMetrics />
      </OutlinedSection>
    </Box>
  );
};

import {
  Box,
  Card,
  CardContent,
  Chip,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Title } from 'react-admin';
import { FetchState } from '../overview/FetchState';
import type { Monitoring } from '../overview/types';
import { useLiveFetch } from '../overview/useLiveFetch';
import { EndpointCards } from './EndpointCards';
import { HostMetrics } from './HostMetrics';
import { ResponseTimeChart } from './ResponseTimeChart';

const CATEGORIES = ['core', 'auth', 'places', 'knowledge', 'chat', 'city', 'admin'];
const STATES = ['healthy', 'warning', 'error', 'skipped', 'unknown'];
const OVERALL = { healthy: 'success', degraded: 'warning', error: 'error', unknown: 'default' } as const;

function query(category: string, status: string, critical: boolean): string {
  const params = new URLSearchParams();
  // Empty filters are dropped (admin-side.md §5).
  if (category) params.set('category', category);
  if (status) params.set('status', status);
  if (critical) params.set('critical', 'true');
  const q = params.toString();
  return `/api/monitoring${q ? `?${q}` : ''}`;
}

const Section = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <Card variant="outlined">
    <CardContent>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

export const MonitoringPage = () => {
  const [category, setCategory] = useState('');
  const [status, setStatus] = useState('');
  const [critical, setCritical] = useState(false);
  const state = useLiveFetch<Monitoring>(query(category, status, critical), ['monitoring:round']);
  const m = state.data;
  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title="Monitoring" />
      <Section title="Server status">
        <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          {m && <Chip label={`Overall: ${m.status}`} color={OVERALL[m.status]} />}
          <TextField
            select
            size="small"
            label="Category"
            value={category}
            onChange={(e) => setCategory(e.target.value)}
            sx={{ width: 160 }}
          >
            <MenuItem value="">All</MenuItem>
            {CATEGORIES.map((c) => (
              <MenuItem key={c} value={c}>
                {c}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label="Status"
            value={status}
            onChange={(e) => setStatus(e.target.value)}
            sx={{ width: 160 }}
          >
            <MenuItem value="">All</MenuItem>
            {STATES.map((s) => (
              <MenuItem key={s} value={s}>
                {s}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            control={<Switch checked={critical} onChange={(e) => setCritical(e.target.checked)} />}
            label="Critical only"
          />
        </Stack>
        <FetchState state={state} what="monitoring" />
        {m && (
          <>
            <Typography variant="body2" sx={{ mb: 2 }}>
              {`${m.summary.healthyEndpoints} healthy, ${m.summary.warningEndpoints} warning, ${m.summary.errorEndpoints} error of ${m.summary.totalEndpoints}`}
              {m.summary.averageResponseTime !== null ? ` · average ${m.summary.averageResponseTime} ms` : ''}
              {m.lastRound
                ? ` · last round ${new Date(m.lastRound).toLocaleTimeString()}`
                : ' · monitoring has not run yet'}
            </Typography>
            <EndpointCards endpoints={m.endpoints} />
          </>
        )}
      </Section>
      <Section title="Response times (last 6 hours)">
        <ResponseTimeChart />
      </Section>
      <Section title="System metrics">
        <HostMetrics />
      </Section>
    </Box>
  );
};

import { Typography } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { FetchState } from '../overview/FetchState';
import type { MonitoringHistory } from '../overview/types';
import { useLiveFetch } from '../overview/useLiveFetch';

/** Response time of each endpoint in every probe round of the last six hours. */
export const ResponseTimeChart = () => {
  const state = useLiveFetch<MonitoringHistory>('/api/monitoring/history?hours=6', ['monitoring:round']);
  const rounds = state.data?.rounds ?? [];
  const names = [...new Set(rounds.flatMap((r) => Object.keys(r.times)))];
  return (
    <>
      <FetchState state={state} what="response-time history" />
      {state.data && rounds.length === 0 && (
        <Typography color="text.secondary">No probe rounds in the last 6 hours.</Typography>
      )}
      {rounds.length > 0 && (
        <LineChart
          height={300}
          xAxis={[{ data: rounds.map((r) => new Date(r.checkedAt)), scaleType: 'time', label: 'Probe time' }]}
          yAxis={[{ label: 'ms' }]}
          series={names.map((name) => ({
            label: name,
            data: rounds.map((r) => r.times[name] ?? null),
            showMark: false,
            connectNulls: false,
          }))}
        />
      )}
    </>
  );
};

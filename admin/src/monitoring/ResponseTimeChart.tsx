import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LineChart } from '@mui/x-charts/LineChart';
import { FetchState } from '../overview/FetchState';
import type { MonitoringHistory } from '../overview/types';
import { useLiveFetch } from '../overview/useLiveFetch';

/** Response time of each endpoint in every probe round of the last six hours. */
export const ResponseTimeChart = () => {
  const translate = useTranslate();
  const state = useLiveFetch<MonitoringHistory>('/api/monitoring/history?hours=6', ['monitoring:round']);
  const rounds = state.data?.rounds ?? [];
  const names = [...new Set(rounds.flatMap((r) => Object.keys(r.times)))];
  return (
    <>
      <FetchState state={state} what={translate('pintar.ops.monitoring.history_what')} />
      {state.data && rounds.length === 0 && (
        <Typography color="text.secondary">{translate('pintar.ops.monitoring.no_rounds')}</Typography>
      )}
      {rounds.length > 0 && (
        <LineChart
          height={300}
          xAxis={[
            {
              data: rounds.map((r) => new Date(r.checkedAt)),
              scaleType: 'time',
              label: translate('pintar.ops.monitoring.probe_time'),
            },
          ]}
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

import { Grid, Typography } from '@mui/material';
import { FetchState } from '../overview/FetchState';
import { bytes, duration } from '../overview/format';
import type { HostStats } from '../overview/types';
import { useLiveFetch } from '../overview/useLiveFetch';

const Item = ({ label, value }: { label: string; value: string }) => (
  <Grid size={{ xs: 6, md: 3 }}>
    <Typography variant="overline" component="h3">
      {label}
    </Typography>
    <Typography variant="h6">{value}</Typography>
  </Grid>
);

/** CPU, memory, load, disk and event-loop lag of the API host (GET /api/vps-stats). */
export const HostMetrics = () => {
  const state = useLiveFetch<HostStats>('/api/vps-stats');
  const h = state.data;
  return (
    <>
      <FetchState state={state} what="host metrics" />
      {h && (
        <Grid container spacing={2}>
          <Item label="CPU" value={`${h.cpu.usagePercent}% of ${h.cpu.cores} cores`} />
          <Item label="Memory" value={`${h.memory.usedPercent}% of ${bytes(h.memory.totalBytes)}`} />
          <Item label="Load (1/5/15 min)" value={h.load.join(' / ')} />
          <Item
            label="Disk (data folder)"
            value={h.disk ? `${h.disk.usedPercent}% of ${bytes(h.disk.totalBytes)}` : 'not readable'}
          />
          <Item label="Event-loop lag p99" value={`${h.eventLoopLagMs.p99} ms`} />
          <Item label="API memory (RSS)" value={bytes(h.memory.processRssBytes)} />
          <Item label="Host uptime" value={duration(h.uptimeSeconds)} />
          <Item label="Measured" value={new Date(h.timestamp).toLocaleTimeString()} />
        </Grid>
      )}
    </>
  );
};

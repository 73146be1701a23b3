import { Grid, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FetchState } from '../overview/FetchState';
import { bytes, duration } from '../overview/format';
import type { HostStats } from '../overview/types';
import { useLiveFetch } from '../overview/useLiveFetch';

const Item = ({ label, value }: { label: string; value: string }) => (
  <Grid size={{ xs: 6, md: 3 }}>
    <Typography variant="overline" component="h3">
      {label}
    </Typography>
    <Typography variant="h6" component="p">
      {value}
    </Typography>
  </Grid>
);

/** CPU, memory, load, disk and event-loop lag of the API host (GET /api/vps-stats). */
export const HostMetrics = () => {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`pintar.ops.monitoring.host.${key}`, options);
  const state = useLiveFetch<HostStats>('/api/vps-stats');
  const h = state.data;
  return (
    <>
      <FetchState state={state} what={t('what')} />
      {h && (
        <Grid container spacing={2}>
          <Item
            label={t('cpu')}
            value={t('cpu_value', { percent: h.cpu.usagePercent, cores: h.cpu.cores })}
          />
          <Item
            label={t('memory')}
            value={t('of_total', { percent: h.memory.usedPercent, total: bytes(h.memory.totalBytes) })}
          />
          <Item label={t('load')} value={h.load.join(' / ')} />
          <Item
            label={t('disk')}
            value={
              h.disk
                ? t('of_total', { percent: h.disk.usedPercent, total: bytes(h.disk.totalBytes) })
                : t('not_readable')
            }
          />
          <Item label={t('lag')} value={`${h.eventLoopLagMs.p99} ms`} />
          <Item label={t('rss')} value={bytes(h.memory.processRssBytes)} />
          <Item label={t('uptime')} value={duration(h.uptimeSeconds)} />
          <Item label={t('measured')} value={new Date(h.timestamp).toLocaleTimeString()} />
        </Grid>
      )}
    </>
  );
};

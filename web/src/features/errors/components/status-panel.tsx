import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { type PanelState, type SystemStatus } from '../api/system-status';

const COLOURS: Record<PanelState, string> = {
  operational: 'success.main',
  degraded: 'warning.main',
  maintenance: 'info.main',
  investigating: 'error.main',
  unreachable: 'error.main',
};

/** The live status of the API (GET /api/system/status), with where and when it was read. */
export function StatusPanel(props: {
  status: SystemStatus | null;
  state: PanelState;
  checked: boolean;
  now: Date;
}) {
  const { t, i18n } = useTranslation();
  const { status, state } = props;
  const time = (d: Date) => d.toLocaleTimeString(`${i18n.language}-MY`);
  const figures = status
    ? [
        {
          id: 'responseTime' as const,
          value:
            status.http.averageResponseTimeMs === null
              ? '—'
              : t('errorPages.status.ms', { value: Math.round(status.http.averageResponseTimeMs) }),
        },
        { id: 'connections' as const, value: String(status.realtime.connections) },
        { id: 'errorRate' as const, value: `${(status.http.errorRate * 100).toFixed(1)}%` },
      ]
    : [];
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="status-panel"
      sx={{ p: 3, textAlign: 'left' }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography id="status-panel" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {t('errorPages.status.title')}
        </Typography>
        <Typography
          variant="body2"
          aria-label={t('errorPages.status.clock')}
          sx={{ fontVariantNumeric: 'tabular-nums' }}
        >
          {time(props.now)}
        </Typography>
      </Box>
      <Typography
        role="status"
        sx={{ mt: 1, fontWeight: 700, color: props.checked ? COLOURS[state] : 'text.secondary' }}
      >
        {props.checked ? t(`errorPages.status.state.${state}`) : t('errorPages.status.checking')}
      </Typography>
      {props.checked && state !== 'operational' && state !== 'unreachable' && (
        <Typography variant="body2">
          {t('errorPages.status.eta', { eta: t(`errorPages.status.etaBy.${state}`) })}
        </Typography>
      )}
      {status && (
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 1, my: 2 }}
        >
          {figures.map((f) => (
            <div key={f.id}>
              <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                {t(`errorPages.status.${f.id}`)}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
                {f.value}
              </Typography>
            </div>
          ))}
        </Box>
      )}
      {status && (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t('errorPages.status.source', {
            version: status.version,
            time: time(new Date(status.timestamp)),
            minutes: Math.round(status.http.windowSeconds / 60),
          })}
        </Typography>
      )}
    </Paper>
  );
}

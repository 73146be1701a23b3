import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { useSettings } from '../../../lib/settings-store';
import { type SystemStatus, useSystemStatus } from '../api/get-system-status';
import { formatUptime } from '../utils/format-uptime';

const GRID_SX = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
} as const;

function FigureGrid({ children }: { children: ReactNode }) {
  return (
    <Box component="dl" sx={{ ...GRID_SX, m: 0, mt: 4 }}>
      {children}
    </Box>
  );
}

function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 3 }} data-testid="live-figure">
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="h5" sx={{ m: 0, mt: 1, fontWeight: 700 }}>
        {value}
      </Typography>
    </Paper>
  );
}

function useFigures(data: SystemStatus): Array<{ id: string; label: string; value: string }> {
  const { t, i18n } = useTranslation();
  const count = new Intl.NumberFormat(i18n.language);
  const uptime = formatUptime(data.uptimeSeconds);
  const ms = data.http.averageResponseTimeMs;
  const figures = [
    { id: 'uptime', label: t('figures.uptime'), value: t(`uptime.${uptime.key}`, uptime.values) },
    {
      id: 'response-time',
      label: t('figures.responseTime'),
      value:
        ms === null
          ? t('figures.noRequests')
          : t('figures.responseTimeValue', {
              value: new Intl.NumberFormat(i18n.language, { maximumFractionDigits: ms < 10 ? 1 : 0 }).format(
                ms,
              ),
            }),
    },
  ];
  // Catalogue figures exist only once their read models do; absent means not shown, never zero.
  for (const id of ['places', 'cities', 'users'] as const) {
    const value = data.figures?.[id];
    if (typeof value === 'number')
      figures.push({ id, label: t(`figures.${id}`), value: count.format(value) });
  }
  return figures;
}

function Loaded({ data }: { data: SystemStatus }) {
  const { t, i18n } = useTranslation();
  const { timeFormat } = useSettings().preferences;
  const figures = useFigures(data);
  const time = new Intl.DateTimeFormat(i18n.language, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: timeFormat === '12h' ? 'h12' : 'h23',
  }).format(new Date(data.timestamp));
  return (
    <>
      <FigureGrid>
        {figures.map((figure) => (
          <Figure key={figure.id} label={figure.label} value={figure.value} />
        ))}
      </FigureGrid>
      <Typography variant="caption" component="p" sx={{ mt: 2, color: 'text.secondary' }}>
        {t('figures.measuredAt', { time })}
      </Typography>
    </>
  );
}

/** Landing-page statistics: only figures the API measured, never marketing claims. */
export function LiveFigures() {
  const { t } = useTranslation();
  const status = useSystemStatus();
  return (
    <Box
      component="section"
      aria-labelledby="figures-heading"
      aria-busy={status.kind === 'loading'}
      sx={{ py: 8 }}
      data-testid="live-figures"
    >
      <Container maxWidth="lg">
        <Typography id="figures-heading" component="h2" variant="h4" sx={{ fontWeight: 700 }}>
          {t('figures.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1 }}>{t('figures.subtitle')}</Typography>
        {status.kind === 'loading' && (
          <>
            <VisuallyHidden>
              <span role="status">{t('figures.loading')}</span>
            </VisuallyHidden>
            <Box aria-hidden="true" sx={{ ...GRID_SX, mt: 4 }}>
              {['uptime', 'response-time'].map((id) => (
                <Paper key={id} variant="outlined" sx={{ p: 3 }}>
                  <Skeleton width="40%" />
                  <Skeleton width="70%" height={40} />
                </Paper>
              ))}
            </Box>
          </>
        )}
        {status.kind === 'error' && (
          <Alert severity="info" variant="outlined" sx={{ mt: 4 }}>
            {t('figures.unavailable')}
          </Alert>
        )}
        {status.kind === 'success' && <Loaded data={status.data} />}
      </Container>
    </Box>
  );
}

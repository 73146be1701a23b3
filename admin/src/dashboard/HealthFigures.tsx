import { Box, Chip, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import {
  formatErrorRate,
  formatMilliseconds,
  formatNumber,
  formatUptime,
  type Level,
  responseTimeLevel,
  type SystemStatus,
  statusLevel,
} from './healthFormat';

const FIGURES = [
  'status',
  'uptime',
  'average_response_time',
  'p95_response_time',
  'error_rate',
  'requests_per_minute',
  'connections',
  'mode',
  'version',
] as const;

// Each figure is a <figure> named by its <figcaption> (dt/dd cannot carry a name under ARIA 1.3),
// so the e2e test and screen readers can ask for "Uptime" and find "3 d 4 h". data-level exposes
// the colour's meaning without reading styles.
const Figure = ({ label, level, children }: { label: string; level?: Level; children: ReactNode }) => (
  <Box component="figure" data-level={level} sx={{ m: 0 }}>
    <Typography component="figcaption" variant="body2" sx={{ color: 'text.secondary' }}>
      {label}
    </Typography>
    <Typography variant="h6" component="div" sx={{ color: level ? `${level}.main` : undefined }}>
      {children}
    </Typography>
  </Box>
);

const grid = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
  gap: 2,
  m: 0,
} as const;

/** Response times are coloured by the spec thresholds; nothing measured yet is said plainly. */
const ResponseTime = ({ label, ms }: { label: string; ms: number | null }) => {
  const translate = useTranslate();
  if (ms === null) return <Figure label={label}>{translate('pintar.health.no_requests')}</Figure>;
  return (
    <Figure label={label} level={responseTimeLevel(ms)}>
      {formatMilliseconds(ms)}
    </Figure>
  );
};

export const HealthFigures = ({ status }: { status: SystemStatus }) => {
  const translate = useTranslate();
  const label = (figure: (typeof FIGURES)[number]) => translate(`pintar.health.figures.${figure}`);
  const level = statusLevel(status.status);
  return (
    <Box sx={grid}>
      <Figure label={label('status')} level={level}>
        <Chip
          color={level}
          label={translate(`pintar.health.status.${status.status}`, { _: status.status })}
        />
      </Figure>
      <Figure label={label('uptime')}>{formatUptime(status.uptimeSeconds)}</Figure>
      <ResponseTime label={label('average_response_time')} ms={status.http.averageResponseTimeMs} />
      <ResponseTime label={label('p95_response_time')} ms={status.http.p95ResponseTimeMs} />
      <Figure label={label('error_rate')}>{formatErrorRate(status.http.errorRate)}</Figure>
      <Figure label={label('requests_per_minute')}>{formatNumber(status.http.requestsPerMinute)}</Figure>
      <Figure label={label('connections')}>{formatNumber(status.realtime.connections)}</Figure>
      <Figure label={label('mode')}>
        {translate(`pintar.health.mode.${status.mode}`, { _: status.mode })}
      </Figure>
      <Figure label={label('version')}>{status.version}</Figure>
    </Box>
  );
};

/** Placeholder shapes only, no figures: shown until the first check answers. */
export const HealthFiguresSkeleton = () => {
  const translate = useTranslate();
  return (
    <Box sx={grid} role="progressbar" aria-label={translate('pintar.health.loading')}>
      {FIGURES.map((figure) => (
        <div key={figure}>
          <Skeleton variant="text" width="60%" />
          <Skeleton variant="text" height={32} width="80%" />
        </div>
      ))}
    </Box>
  );
};

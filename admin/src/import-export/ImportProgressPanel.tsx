import { Alert, AlertTitle, Box, LinearProgress, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { type ImportProgress, importOutcome, progressPercent } from './importProgress';
import type { ImportStats } from './types';

const COUNTERS: (keyof ImportStats)[] = ['imported', 'updated', 'skipped', 'enhanced', 'rejected'];
const SEVERITY = {
  uploading: 'info',
  success: 'success',
  partial: 'warning',
  none: 'error',
  error: 'error',
} as const;
const TITLE = {
  uploading: 'uploading',
  success: 'completed',
  partial: 'partial',
  none: 'none',
  error: 'error',
};

/**
 * The spec's import progress panel: uploading, then completed or error, with the counters.
 * data-status carries the phase for tests; the region is announced politely as it changes.
 */
export const ImportProgressPanel = ({ progress }: { progress: ImportProgress }) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`pintar.import_export.progress.${key}`, options);
  const headingId = useId();
  const percent = progressPercent(progress);
  const outcome = importOutcome(progress);
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      aria-live="polite"
      data-testid="import-progress"
      data-status={progress.phase}
      sx={{ mt: 2 }}
    >
      <Typography variant="subtitle1" component="h3" id={headingId} sx={{ mb: 1 }}>
        {t('title')}
      </Typography>
      <Alert severity={SEVERITY[outcome]}>
        <AlertTitle>{t(TITLE[outcome], { file: progress.fileName })}</AlertTitle>
        {outcome === 'none' || outcome === 'partial' ? (
          <Typography variant="body2">{t(`${outcome}_reasons`)}</Typography>
        ) : null}
        {progress.phase === 'error' && progress.message ? progress.message : null}
        <Typography variant="body2">
          {progress.total
            ? t('processed_of', { processed: progress.processed, total: progress.total })
            : t('processed', { processed: progress.processed })}
        </Typography>
      </Alert>
      {progress.phase === 'uploading' ? (
        <LinearProgress
          sx={{ mt: 1 }}
          aria-label={t('bar')}
          {...(percent === null ? { variant: 'indeterminate' } : { variant: 'determinate', value: percent })}
        />
      ) : null}
      <Box
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(7rem, 1fr))', gap: 2, mt: 2 }}
      >
        {COUNTERS.map((counter) => (
          <Box component="figure" key={counter} sx={{ m: 0 }} data-testid={`import-progress-${counter}`}>
            <Typography component="figcaption" variant="body2" sx={{ color: 'text.secondary' }}>
              {t(`counters.${counter}`)}
            </Typography>
            <Typography variant="h6" component="div">
              {progress.stats[counter].toLocaleString('en')}
            </Typography>
          </Box>
        ))}
      </Box>
      {percent !== null && progress.phase === 'uploading' ? (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t('percent', { percent })}
        </Typography>
      ) : null}
    </Box>
  );
};

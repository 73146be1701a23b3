import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Json } from './card-data';
import { useMalaysiaTime } from './malaysia-time';

export type CardStatus =
  { state: 'loading'; label: string } | { state: 'error'; message: string } | { state: 'loaded' };

/** What every card view takes: its data as sent, its state, and Retry. */
export interface CardProps {
  data: Json;
  status: CardStatus;
  onRetry?: () => void;
}

interface CardFrameProps {
  title: string;
  status: CardStatus;
  onRetry?: () => void;
  /** Where the card's figures came from and how fresh they are. */
  footer?: ReactNode;
  children?: ReactNode;
  testId?: string;
}

/** Every card's three states: loading, error with Retry, loaded. */
export function CardFrame({ title, status, onRetry, footer, children, testId }: CardFrameProps) {
  const { t } = useTranslation();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={title}
      aria-busy={status.state === 'loading'}
      data-testid={testId}
      data-state={status.state}
      sx={{ p: 2, mt: 1.5, maxWidth: '100%', overflow: 'hidden' }}
    >
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {status.state === 'loading' && (
        <Box role="status">
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {status.label}
          </Typography>
          <Skeleton variant="rounded" height={64} sx={{ mt: 1 }} />
        </Box>
      )}
      {status.state === 'error' && (
        <Alert
          severity="error"
          action={
            onRetry && (
              <Button color="inherit" size="small" onClick={onRetry}>
                {t('cards.retry')}
              </Button>
            )
          }
        >
          {status.message}
        </Alert>
      )}
      {status.state === 'loaded' && children}
      {status.state === 'loaded' && footer && (
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 1.5 }}>
          {footer}
        </Typography>
      )}
    </Paper>
  );
}

/** 'Source: X · Updated Y', from the fields the card data carries. */
export function SourceLine({ source, asOf }: { source?: string; asOf?: string }) {
  const { t } = useTranslation();
  const { date } = useMalaysiaTime();
  const parts = [source && t('cards.source', { source }), asOf && t('cards.updated', { date: date(asOf) })];
  const text = parts.filter(Boolean).join(' · ');
  return text ? <>{text}</> : null;
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import type { HelpFailure } from '../api/help-entry';

export function HelpLoading({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}

/** A failed request, worded by its cause, with a way to try again. */
export function HelpError({
  failure,
  message,
  onRetry,
}: {
  failure: HelpFailure;
  message: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('help.retry')}
        </Button>
      }
    >
      {message} {failure.kind === 'network' ? t('help.offline') : null}
    </Alert>
  );
}

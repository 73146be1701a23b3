import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useApiAction } from '../../../hooks/use-api-action';
import { authErrorKey } from '../../../lib/auth-errors';
import { requestPasswordReset } from '../api/auth-calls';
import { AuthCard } from './auth-card';

interface ForgotSentStepProps {
  email: string;
  onDifferentEmail: () => void;
}

export function ForgotSentStep({ email, onDifferentEmail }: ForgotSentStepProps) {
  const { t } = useTranslation();
  const { run, pending } = useApiAction(requestPasswordReset);
  const [result, setResult] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The form that had focus is gone; move focus to the outcome so it is read out.
  useEffect(() => headingRef.current?.focus(), []);

  const resend = async () => {
    setResult(null);
    const outcome = await run(email);
    if (outcome.kind === 'ok') return setResult({ severity: 'success', text: t('forgot.resent') });
    const key = authErrorKey(outcome, 'resendFailed', ['tooManyRequests']);
    if (key) setResult({ severity: 'error', text: t(`auth.errors.${key}`) });
  };

  return (
    <AuthCard title={t('forgot.sentTitle')} headingRef={headingRef}>
      <Typography data-testid="forgot-sent">{t('forgot.sentBody', { email })}</Typography>
      <Typography sx={{ mt: 1, color: 'text.secondary' }}>{t('forgot.expiry')}</Typography>
      {result && (
        <Alert severity={result.severity} sx={{ mt: 3 }} data-testid="forgot-resend-result">
          {result.text}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
        <Button variant="contained" onClick={() => void resend()} disabled={pending}>
          {pending ? t('forgot.resending') : t('forgot.resend')}
        </Button>
        <Button variant="outlined" onClick={onDifferentEmail}>
          {t('forgot.differentEmail')}
        </Button>
      </Stack>
      <Typography sx={{ mt: 3 }}>
        <Link component={RouterLink} to="/login">
          {t('forgot.backToLogin')}
        </Link>
      </Typography>
    </AuthCard>
  );
}

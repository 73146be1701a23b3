import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useApiAction } from '../../../hooks/use-api-action';
import { pickFieldErrors } from '../../../lib/api-outcome';
import { authErrorKey } from '../../../lib/auth-errors';
import { requestPasswordReset } from '../api/auth-calls';
import { emailIssue } from '../validate-auth';
import { AuthCard } from './auth-card';

interface ForgotEmailStepProps {
  initialEmail: string;
  focusOnMount: boolean;
  onSent: (email: string) => void;
}

export function ForgotEmailStep({ initialEmail, focusOnMount, onSent }: ForgotEmailStepProps) {
  const { t } = useTranslation();
  const { run, pending } = useApiAction(requestPasswordReset);
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string>();
  const [alert, setAlert] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (focusOnMount) inputRef.current?.focus();
  }, [focusOnMount]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setAlert(null);
    const issue = emailIssue(email);
    if (issue) {
      setError(t(`validation.${issue}`));
      inputRef.current?.focus();
      return;
    }
    const address = email.trim();
    const outcome = await run(address);
    if (outcome.kind === 'ok') return onSent(address);
    const fieldError = pickFieldErrors(outcome, ['email'] as const).email;
    if (fieldError) {
      setError(fieldError);
      inputRef.current?.focus();
      return;
    }
    const key = authErrorKey(outcome, 'resetSendFailed', ['tooManyRequests']);
    if (key) setAlert(t(`auth.errors.${key}`));
  };

  return (
    <AuthCard title={t('forgot.title')} subtitle={t('forgot.intro')}>
      <Box component="form" noValidate onSubmit={onSubmit} aria-busy={pending}>
        <Stack spacing={2.5}>
          <TextField
            id="forgot-email"
            name="email"
            label={t('forgot.email')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(undefined);
            }}
            error={Boolean(error)}
            helperText={error}
            inputRef={inputRef}
            fullWidth
            slotProps={{ htmlInput: { 'aria-required': true } }}
          />
          {alert && (
            <Alert severity="error" data-testid="forgot-alert">
              {alert}
            </Alert>
          )}
          <Button type="submit" variant="contained" size="large" disabled={pending} fullWidth>
            {pending ? t('forgot.submitting') : t('forgot.submit')}
          </Button>
        </Stack>
      </Box>
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to="/login">
          {t('forgot.backToLogin')}
        </Link>
      </Typography>
    </AuthCard>
  );
}

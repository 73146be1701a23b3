import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useApiAction } from '../../../hooks/use-api-action';
import { type FieldErrors, useFormFields } from '../../../hooks/use-form-fields';
import { useAuth } from '../../../lib/auth-context';
import { pickFieldErrors } from '../../../lib/api-outcome';
import { authErrorKey } from '../../../lib/auth-errors';
import { readRememberMe } from '../../../lib/session';
import { login } from '../api/auth-calls';
import { LOGIN_FIELDS, type LoginField, validateLogin } from '../validate-auth';
import { AuthCard } from './auth-card';
import { GoogleSignIn } from './google-sign-in';

export function LoginForm() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const { signIn } = useAuth();
  const { run, pending } = useApiAction(login);
  const { values, field, showErrors } = useFormFields<LoginField>({ email: '', password: '' });
  const [remember, setRemember] = useState(readRememberMe);
  const [alert, setAlert] = useState<string | null>(null);
  // Shown once the server says the account has two-factor sign-in on.
  const [codeNeeded, setCodeNeeded] = useState(false);
  const [code, setCode] = useState('');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setAlert(null);
    const issues = validateLogin(values);
    if (Object.keys(issues).length > 0) {
      const errors: FieldErrors<LoginField> = {};
      for (const name of LOGIN_FIELDS) if (issues[name]) errors[name] = t(`validation.${issues[name]}`);
      showErrors(errors, LOGIN_FIELDS);
      return;
    }
    const typedCode = code.trim();
    const outcome = await run({
      email: values.email.trim(),
      password: values.password,
      remember,
      ...(codeNeeded && typedCode ? { code: typedCode } : {}),
    });
    // Signed in: the guest-only route moves on to /chat, /admin or the ?next= page.
    if (outcome.kind === 'ok') return signIn(outcome.data, remember);
    const fieldErrors = pickFieldErrors(outcome, LOGIN_FIELDS);
    if (Object.keys(fieldErrors).length > 0) return showErrors(fieldErrors, LOGIN_FIELDS);
    const key = authErrorKey(outcome, 'loginFailed', [
      'invalidCredential',
      'userDisabled',
      'tooManyRequests',
      'twoFactorRequired',
      'invalidTwoFactorCode',
    ]);
    if (key === 'twoFactorRequired' || key === 'invalidTwoFactorCode') setCodeNeeded(true);
    if (key) setAlert(t(`auth.errors.${key}`));
  };

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      <GoogleSignIn />
      <Box component="form" noValidate onSubmit={onSubmit} aria-busy={pending}>
        <Stack spacing={2.5}>
          <TextField
            {...field('email')}
            id="login-email"
            label={t('login.email')}
            type="email"
            autoComplete="email"
            fullWidth
            slotProps={{ htmlInput: { 'aria-required': true } }}
          />
          <TextField
            {...field('password')}
            id="login-password"
            label={t('login.password')}
            type="password"
            autoComplete="current-password"
            fullWidth
            slotProps={{ htmlInput: { 'aria-required': true } }}
          />
          {codeNeeded && (
            <TextField
              id="login-code"
              label={t('login.code')}
              helperText={t('login.codeHint')}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoComplete="one-time-code"
              autoFocus
              fullWidth
              slotProps={{ htmlInput: { 'aria-required': true, inputMode: 'text', maxLength: 32 } }}
            />
          )}
          <Box
            sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
          >
            <FormControlLabel
              control={
                <Checkbox checked={remember} onChange={(event) => setRemember(event.target.checked)} />
              }
              label={t('login.remember')}
            />
            <Link component={RouterLink} to="/forgot-password">
              {t('login.forgot')}
            </Link>
          </Box>
          {alert && (
            <Alert severity="error" data-testid="login-alert">
              {alert}
            </Alert>
          )}
          <Button type="submit" variant="contained" size="large" disabled={pending} fullWidth>
            {pending ? t('login.submitting') : t('login.submit')}
          </Button>
        </Stack>
      </Box>
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        {t('login.noAccount')}{' '}
        <Link component={RouterLink} to={`/signup${search}`}>
          {t('login.signUp')}
        </Link>
      </Typography>
    </AuthCard>
  );
}

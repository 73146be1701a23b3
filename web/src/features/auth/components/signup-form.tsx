import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { PasswordStrengthMeter } from '../../../components/password-strength-meter';
import { useApiAction } from '../../../hooks/use-api-action';
import { type FieldErrors, useFormFields } from '../../../hooks/use-form-fields';
import { pickFieldErrors } from '../../../lib/api-outcome';
import { useAuth } from '../../../lib/auth-context';
import { authErrorKey } from '../../../lib/auth-errors';
import { readRememberMe } from '../../../lib/session';
import { register } from '../api/auth-calls';
import { SIGNUP_FIELDS, type SignupField, type SignupTextField, validateSignup } from '../validate-signup';
import { AuthCard } from './auth-card';
import { GoogleSignIn } from './google-sign-in';
import { TermsCheckbox } from './terms-checkbox';

const TEXT_FIELDS: readonly SignupTextField[] = SIGNUP_FIELDS.filter((name) => name !== 'terms');
const EMPTY: Record<SignupTextField, string> = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
};

export function SignupForm() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const { signIn } = useAuth();
  const { run, pending } = useApiAction(register);
  const { values, field, showErrors } = useFormFields<SignupTextField>(EMPTY);
  const [terms, setTerms] = useState(false);
  const [termsError, setTermsError] = useState<string>();
  const termsRef = useRef<HTMLInputElement>(null);
  const [alert, setAlert] = useState<string | null>(null);

  const show = (errors: FieldErrors<SignupField>) => {
    const { terms: termsMessage, ...textErrors } = errors;
    setTermsError(termsMessage);
    showErrors(textErrors, TEXT_FIELDS);
    if (termsMessage && Object.keys(textErrors).length === 0) termsRef.current?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setAlert(null);
    const issues = validateSignup({ ...values, terms });
    if (Object.keys(issues).length > 0) {
      const errors: FieldErrors<SignupField> = {};
      for (const name of SIGNUP_FIELDS) if (issues[name]) errors[name] = t(`validation.${issues[name]}`);
      return show(errors);
    }
    const outcome = await run({
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      // As typed: the server applies the same rule and stores the number in E.164.
      phone: values.phone.trim(),
      password: values.password,
      terms: true,
      // Sign-up has no checkbox of its own: the last choice made on the sign-in page applies.
      remember: readRememberMe(),
    });
    if (outcome.kind === 'ok') return signIn(outcome.data, readRememberMe(), true);
    const fieldErrors = pickFieldErrors(outcome, SIGNUP_FIELDS);
    if (Object.keys(fieldErrors).length > 0) show(fieldErrors);
    const accepted = ['emailAlreadyInUse', 'weakPassword', 'invalidEmail', 'tooManyRequests'] as const;
    const key = authErrorKey(outcome, 'signupFailed', accepted);
    // Field messages already say what is wrong; the general fallback would only repeat it vaguely.
    if (key && !(key === 'signupFailed' && Object.keys(fieldErrors).length > 0)) {
      setAlert(t(`auth.errors.${key}`));
    }
  };

  const text = (name: SignupTextField, label: string, autoComplete: string, type = 'text') => (
    <TextField
      {...field(name)}
      id={`signup-${name}`}
      label={label}
      type={type}
      autoComplete={autoComplete}
      fullWidth
      slotProps={{ htmlInput: { 'aria-required': true } }}
    />
  );

  return (
    <AuthCard title={t('signup.title')} subtitle={t('signup.subtitle')}>
      <GoogleSignIn />
      <Box component="form" noValidate onSubmit={onSubmit} aria-busy={pending}>
        <Stack spacing={2.5}>
          <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {text('firstName', t('signup.firstName'), 'given-name')}
            {text('lastName', t('signup.lastName'), 'family-name')}
          </Box>
          {text('email', t('signup.email'), 'email', 'email')}
          <TextField
            {...field('phone')}
            helperText={field('phone').helperText ?? t('signup.phoneHint')}
            id="signup-phone"
            label={t('signup.phone')}
            type="tel"
            autoComplete="tel"
            fullWidth
            slotProps={{ htmlInput: { 'aria-required': true } }}
          />
          <TextField
            {...field('password')}
            helperText={field('password').helperText ?? t('signup.passwordHint')}
            id="signup-password"
            label={t('signup.password')}
            type="password"
            autoComplete="new-password"
            fullWidth
            slotProps={{ htmlInput: { 'aria-required': true } }}
          />
          <PasswordStrengthMeter password={values.password} />
          {text('confirmPassword', t('signup.confirmPassword'), 'new-password', 'password')}
          <TermsCheckbox
            checked={terms}
            onChange={(checked) => {
              setTerms(checked);
              setTermsError(undefined);
            }}
            error={termsError}
            inputRef={termsRef}
          />
          {alert && (
            <Alert severity="error" data-testid="signup-alert">
              {alert}
            </Alert>
          )}
          <Button type="submit" variant="contained" size="large" disabled={pending} fullWidth>
            {pending ? t('signup.submitting') : t('signup.submit')}
          </Button>
        </Stack>
      </Box>
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        {t('signup.haveAccount')}{' '}
        <Link component={RouterLink} to={`/login${search}`}>
          {t('signup.signIn')}
        </Link>
      </Typography>
    </AuthCard>
  );
}

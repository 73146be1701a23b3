import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordStrengthMeter } from '../../../components/password-strength-meter';
import { useApiAction } from '../../../hooks/use-api-action';
import { type FieldErrors, useFormFields } from '../../../hooks/use-form-fields';
import { pickFieldErrors } from '../../../lib/api-outcome';
import { authErrorKey } from '../../../lib/auth-errors';
import { changePassword } from '../api/profile-calls';
import { PASSWORD_FIELDS, type PasswordField, validatePasswordChange } from '../validate-profile';

const EMPTY: Record<PasswordField, string> = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const { run, pending } = useApiAction(changePassword);
  const { values, setValues, field, showErrors } = useFormFields<PasswordField>(EMPTY);
  const [result, setResult] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setResult(null);
    const issues = validatePasswordChange(values);
    if (Object.keys(issues).length > 0) {
      const errors: FieldErrors<PasswordField> = {};
      for (const name of PASSWORD_FIELDS) if (issues[name]) errors[name] = t(`validation.${issues[name]}`);
      return showErrors(errors, PASSWORD_FIELDS);
    }
    const outcome = await run(values.currentPassword, values.newPassword);
    if (outcome.kind === 'ok') {
      setValues(EMPTY);
      return setResult({ severity: 'success', text: t('profile.password.success') });
    }
    if (outcome.kind === 'failed' && outcome.status === 401) {
      return showErrors({ currentPassword: t('auth.errors.wrongPassword') }, PASSWORD_FIELDS);
    }
    const fieldErrors = pickFieldErrors(outcome, PASSWORD_FIELDS);
    if (Object.keys(fieldErrors).length > 0) return showErrors(fieldErrors, PASSWORD_FIELDS);
    const key = authErrorKey(outcome, 'other', ['weakPassword', 'tooManyRequests']);
    if (key) setResult({ severity: 'error', text: t(`auth.errors.${key}`) });
  };

  const password = (name: PasswordField, autoComplete: string) => (
    <TextField
      {...field(name)}
      id={`profile-${name}`}
      label={t(`profile.password.${name}`)}
      type="password"
      autoComplete={autoComplete}
      fullWidth
      slotProps={{ htmlInput: { 'aria-required': true } }}
    />
  );

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="change-password"
      sx={{ p: { xs: 3, sm: 4 } }}
    >
      <Typography id="change-password" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 3 }}>
        {t('profile.password.title')}
      </Typography>
      <Box component="form" noValidate onSubmit={onSubmit} aria-busy={pending}>
        <Stack spacing={2.5}>
          {password('currentPassword', 'current-password')}
          {password('newPassword', 'new-password')}
          <PasswordStrengthMeter password={values.newPassword} />
          {password('confirmPassword', 'new-password')}
          {result && (
            <Alert severity={result.severity} data-testid="change-password-result">
              {result.text}
            </Alert>
          )}
          <Box>
            <Button type="submit" variant="contained" disabled={pending}>
              {pending ? t('profile.password.submitting') : t('profile.password.submit')}
            </Button>
          </Box>
        </Stack>
      </Box>
    </Paper>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PasswordStrengthMeter } from '../../../components/password-strength-meter';
import { useApiAction } from '../../../hooks/use-api-action';
import { type FieldErrors, useFormFields } from '../../../hooks/use-form-fields';
import { pickFieldErrors } from '../../../lib/api-outcome';
import { authErrorKey } from '../../../lib/auth-errors';
import { completePasswordReset } from '../api/auth-calls';
import { RESET_FIELDS, type ResetField, validateNewPassword } from '../validate-auth';
import { AuthCard } from './auth-card';

interface ResetPasswordProps {
  /** From the e-mailed link; null when the link lost it. */
  token: string | null;
  /** An invitation link (`&invite=1`): same form, different wording. */
  invite: boolean;
}

type Stage = 'form' | 'done' | 'invalid-link';

/** A final state (done or dead link) with focus on its heading so it is read out. */
function Outcome({ title, body, action, to }: { title: string; body: string; action: string; to: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <AuthCard title={title} headingRef={headingRef}>
      <Typography data-testid="reset-outcome">{body}</Typography>
      <Button component={RouterLink} to={to} variant="contained" sx={{ mt: 4 }}>
        {action}
      </Button>
    </AuthCard>
  );
}

export function ResetPassword({ token, invite }: ResetPasswordProps) {
  const { t } = useTranslation();
  const { run, pending } = useApiAction(completePasswordReset);
  const { values, field, showErrors } = useFormFields<ResetField>({ password: '', confirmPassword: '' });
  const [stage, setStage] = useState<Stage>(token ? 'form' : 'invalid-link');
  const [alert, setAlert] = useState<string | null>(null);

  if (stage === 'done') {
    return (
      <Outcome
        title={t('reset.successTitle')}
        body={t('reset.successBody')}
        action={t('reset.signIn')}
        to="/login"
      />
    );
  }
  if (stage === 'invalid-link' || !token) {
    return (
      <Outcome
        title={invite ? t('reset.inviteTitle') : t('reset.title')}
        body={t('auth.errors.invalidToken')}
        action={t('reset.requestNew')}
        to="/forgot-password"
      />
    );
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setAlert(null);
    const issues = validateNewPassword(values);
    if (Object.keys(issues).length > 0) {
      const errors: FieldErrors<ResetField> = {};
      for (const name of RESET_FIELDS) if (issues[name]) errors[name] = t(`validation.${issues[name]}`);
      return showErrors(errors, RESET_FIELDS);
    }
    const outcome = await run(token, values.password);
    if (outcome.kind === 'ok') return setStage('done');
    if (outcome.kind === 'failed' && outcome.code === 'invalid-token') return setStage('invalid-link');
    // The API names the field newPassword; this form calls it password.
    const serverError = pickFieldErrors(outcome, ['newPassword'] as const).newPassword;
    if (serverError) return showErrors({ password: serverError }, RESET_FIELDS);
    const key = authErrorKey(outcome, 'other', ['weakPassword', 'tooManyRequests']);
    if (key) setAlert(t(`auth.errors.${key}`));
  };

  return (
    <AuthCard
      title={invite ? t('reset.inviteTitle') : t('reset.title')}
      subtitle={invite ? t('reset.inviteIntro') : t('reset.intro')}
    >
      <Box component="form" noValidate onSubmit={onSubmit} aria-busy={pending}>
        <Stack spacing={2.5}>
          <TextField
            {...field('password')}
            helperText={field('password').helperText ?? t('signup.passwordHint')}
            id="reset-password"
            label={t('reset.password')}
            type="password"
            autoComplete="new-password"
            fullWidth
            slotProps={{ htmlInput: { 'aria-required': true } }}
          />
          <PasswordStrengthMeter password={values.password} />
          <TextField
            {...field('confirmPassword')}
            id="reset-confirm-password"
            label={t('reset.confirmPassword')}
            type="password"
            autoComplete="new-password"
            fullWidth
            slotProps={{ htmlInput: { 'aria-required': true } }}
          />
          {alert && (
            <Alert severity="error" data-testid="reset-alert">
              {alert}
            </Alert>
          )}
          <Button type="submit" variant="contained" size="large" disabled={pending} fullWidth>
            {pending ? t('reset.submitting') : t('reset.submit')}
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}

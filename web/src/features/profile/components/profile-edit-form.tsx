import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiAction } from '../../../hooks/use-api-action';
import { type FieldErrors, useFormFields } from '../../../hooks/use-form-fields';
import { pickFieldErrors } from '../../../lib/api-outcome';
import { useAuth } from '../../../lib/auth-context';
import type { UserProfile } from '../../../lib/session';
import { saveProfile } from '../api/profile-calls';
import {
  avatarIssue,
  PROFILE_FIELDS,
  PROFILE_MAX_LENGTH,
  type ProfileField,
  profileChanges,
  validateProfile,
} from '../validate-profile';
import { AvatarField } from './avatar-field';

interface ProfileEditFormProps {
  user: UserProfile;
  onCancel: () => void;
  onSaved: () => void;
}

export function ProfileEditForm({ user, onCancel, onSaved }: ProfileEditFormProps) {
  const { t } = useTranslation();
  const { updateUser } = useAuth();
  const { run, pending } = useApiAction(saveProfile);
  const { values, field, showErrors } = useFormFields<ProfileField>({
    displayName: user.displayName,
    bio: user.bio ?? '',
    location: user.location ?? '',
  });
  const [picture, setPicture] = useState<File | null>(null);
  const [pictureError, setPictureError] = useState<string>();
  const [alert, setAlert] = useState<string | null>(null);

  const onPick = (file: File) => {
    const issue = avatarIssue(file);
    setPicture(issue ? null : file);
    setPictureError(issue ? t(`profile.${issue}`) : undefined);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setAlert(null);
    const issues = validateProfile(values);
    if (Object.keys(issues).length > 0) {
      const errors: FieldErrors<ProfileField> = {};
      for (const name of PROFILE_FIELDS) if (issues[name]) errors[name] = t(`validation.${issues[name]}`);
      return showErrors(errors, PROFILE_FIELDS);
    }
    const changes = profileChanges(values, user);
    if (Object.keys(changes).length === 0 && !picture) return onCancel();
    const result = await run(user, changes, picture);
    if (result.kind === 'saved') {
      updateUser(result.user);
      return onSaved();
    }
    const { failure } = result;
    if (failure.kind === 'aborted') return;
    if (result.user) updateUser(result.user);
    if (result.step === 'details') showErrors(pickFieldErrors(failure, PROFILE_FIELDS), PROFILE_FIELDS);
    if (result.step === 'avatar' && failure.kind === 'failed') {
      if (failure.status === 413) setPictureError(t('profile.pictureSize'));
      if (failure.status === 415) setPictureError(t('profile.pictureType'));
    }
    setAlert(t('auth.errors.profileUpdateFailed'));
  };

  const text = (name: ProfileField, multiline = false) => (
    <TextField
      {...field(name)}
      id={`profile-${name}`}
      label={t(`profile.${name}`)}
      fullWidth
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      slotProps={{ htmlInput: { maxLength: PROFILE_MAX_LENGTH[name] } }}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-busy={pending}>
      <Stack spacing={2.5}>
        <AvatarField
          name={values.displayName || user.displayName}
          currentUrl={user.photoURL}
          picked={picture}
          error={pictureError}
          onPick={onPick}
        />
        {text('displayName')}
        <TextField
          id="profile-email"
          label={t('profile.email')}
          value={user.email}
          helperText={t('profile.emailReadOnly')}
          fullWidth
          slotProps={{ htmlInput: { readOnly: true } }}
        />
        {text('bio', true)}
        {text('location')}
        {alert && (
          <Alert severity="error" data-testid="profile-alert">
            {alert}
          </Alert>
        )}
        <Stack direction="row" spacing={2}>
          <Button type="submit" variant="contained" disabled={pending}>
            {pending ? t('profile.saving') : t('profile.save')}
          </Button>
          <Button variant="outlined" onClick={onCancel} disabled={pending}>
            {t('profile.cancel')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

import Snackbar from '@mui/material/Snackbar';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissSettingsSaveError } from '../lib/settings-store';
import { MuiScope } from './mui-scope';

/** Mounted only while a settings save has failed, so MUI loads only then. */
export function SettingsSaveError() {
  const { t } = useTranslation();
  return (
    <MuiScope>
      <Snackbar
        open
        onClose={(_event, reason) => reason !== 'clickaway' && dismissSettingsSaveError()}
        message={t('app.settingsSaveFailed')}
        autoHideDuration={8000}
      />
    </MuiScope>
  );
}

/** The "updated" notice, mounted only on the page load right after a new version came in. */
export function UpdatedSnackbar() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  return (
    <MuiScope>
      <Snackbar
        open={open}
        autoHideDuration={6000}
        onClose={() => setOpen(false)}
        message={t('pwa.updated')}
      />
    </MuiScope>
  );
}

/** The session notices of the auth provider (session ended, sign-out failed), loaded with the first one. */
export function AuthNotice({
  open,
  message,
  onClose,
}: {
  open: boolean;
  message: string;
  onClose: () => void;
}) {
  return (
    <MuiScope>
      <Snackbar
        open={open}
        onClose={(_event, reason) => reason !== 'clickaway' && onClose()}
        message={message}
        autoHideDuration={6000}
      />
    </MuiScope>
  );
}

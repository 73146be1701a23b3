import LogoutIcon from '@mui/icons-material/Logout';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth-context';

/** Sign out after a confirmation (spec: 'Are you sure you want to sign out?'), then to the home page. */
export function SignOutButton() {
  const { t } = useTranslation();
  const { signOut } = useAuth();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    setPending(true);
    await signOut('/');
  };

  return (
    <>
      <Button variant="outlined" color="error" startIcon={<LogoutIcon />} onClick={() => setOpen(true)}>
        {t('nav.signOut')}
      </Button>
      <Dialog open={open} onClose={() => !pending && setOpen(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{t('profile.signOutConfirm')}</DialogTitle>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={pending}>
            {t('profile.cancel')}
          </Button>
          <Button
            variant="contained"
            color="error"
            onClick={() => void confirm()}
            disabled={pending}
            autoFocus
          >
            {pending ? t('nav.signingOut') : t('nav.signOut')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

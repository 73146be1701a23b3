import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** 'Are you sure you want to sign out?' (spec), loaded when Sign Out is first pressed. */
export function SignOutDialog(props: {
  open: boolean;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={props.open} onClose={() => !props.pending && props.onCancel()} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('profile.signOutConfirm')}</DialogTitle>
      <DialogActions>
        <Button onClick={props.onCancel} disabled={props.pending}>
          {t('profile.cancel')}
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={props.onConfirm}
          disabled={props.pending}
          autoFocus
        >
          {props.pending ? t('nav.signingOut') : t('nav.signOut')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

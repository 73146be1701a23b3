import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

/** The confirmation before Clear All Data removes this device's chats and settings. */
export function ClearDataDialog(props: { open: boolean; onCancel: () => void; onConfirm: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={props.open} onClose={props.onCancel} aria-labelledby="clear-title">
      <DialogTitle id="clear-title">{t('settings.data.clearTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('settings.data.clearBody')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel}>{t('settings.data.cancel')}</Button>
        <Button color="error" variant="contained" onClick={props.onConfirm}>
          {t('settings.data.clearConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

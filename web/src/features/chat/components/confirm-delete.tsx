import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useTranslation } from 'react-i18next';

export function ConfirmDelete({
  title,
  onConfirm,
  onCancel,
}: {
  title: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={title !== null} onClose={onCancel} aria-describedby="confirm-delete-text">
      <DialogContent>
        <DialogContentText id="confirm-delete-text">
          {t('chat.deleteConfirm', { title: title ?? '' })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('app.dismiss')}</Button>
        <Button color="error" variant="contained" onClick={onConfirm}>
          {t('chat.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

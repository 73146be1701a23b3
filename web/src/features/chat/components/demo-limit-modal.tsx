import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

export function DemoLimitModal({ open, onContinue }: { open: boolean; onContinue: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onContinue}
      aria-labelledby="demo-limit-title"
      aria-describedby="demo-limit-body"
    >
      <DialogTitle id="demo-limit-title">{t('demo.limitTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="demo-limit-body">{t('demo.limitBody')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onContinue}>{t('demo.continue')}</Button>
        <Button component={RouterLink} to="/login" variant="outlined">
          {t('demo.login')}
        </Button>
        <Button component={RouterLink} to="/signup" variant="contained">
          {t('demo.signUp')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

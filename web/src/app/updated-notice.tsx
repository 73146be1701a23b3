import Snackbar from '@mui/material/Snackbar';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { takeUpdatedFlag } from './service-worker';

/** Says so once when the service worker has just brought in a new version of the app. */
export function UpdatedNotice() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(takeUpdatedFlag);
  return (
    <Snackbar open={open} autoHideDuration={6000} onClose={() => setOpen(false)} message={t('pwa.updated')} />
  );
}

import Snackbar from '@mui/material/Snackbar';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { takeUpdatedFlag } from './service-worker';

// Taken once per page load, outside React: the first render suspends while the language loads,
// and a suspended first render starts again from scratch, which found the flag already gone.
let updatedThisLoad: boolean | undefined;
const wasUpdated = () => (updatedThisLoad ??= takeUpdatedFlag());

/** Says so once when the service worker has just brought in a new version of the app. */
export function UpdatedNotice() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(wasUpdated);
  return (
    <Snackbar open={open} autoHideDuration={6000} onClose={() => setOpen(false)} message={t('pwa.updated')} />
  );
}

import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../api/get-system-status';

/** Says so while an administrator has Pintar in maintenance mode (chat and changes answer 503). */
export function MaintenanceBanner() {
  const { t } = useTranslation();
  const status = useSystemStatus();
  const maintenance = status.kind === 'success' ? status.data.maintenance : undefined;
  if (!maintenance?.enabled) return null;
  return (
    <Alert severity="warning" role="alert" sx={{ borderRadius: 0, justifyContent: 'center' }}>
      {maintenance.message || t('app.maintenance')}
    </Alert>
  );
}

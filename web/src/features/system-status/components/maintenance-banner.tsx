import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../api/get-system-status';

/**
 * Says so while an administrator has Pintar in maintenance mode (chat and changes answer 503).
 * Plain React (class in components/layout/layout.css): it is part of the app shell.
 */
export function MaintenanceBanner() {
  const { t } = useTranslation();
  const status = useSystemStatus();
  const maintenance = status.kind === 'success' ? status.data.maintenance : undefined;
  if (!maintenance?.enabled) return null;
  return (
    <div role="alert" className="pt-maintenance">
      {maintenance.message || t('app.maintenance')}
    </div>
  );
}

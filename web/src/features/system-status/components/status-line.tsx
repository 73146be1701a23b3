import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../api/get-system-status';

type Shown = 'checking' | 'operational' | 'degraded' | 'down' | 'unavailable';

const SHOWN: ReadonlySet<string> = new Set(['checking', 'operational', 'degraded', 'down', 'unavailable']);

/**
 * Footer line with the platform status as measured by the API right now. Plain React; its classes
 * are in components/layout/layout.css with the footer (the first screen loads no MUI).
 */
export function StatusLine() {
  const { t } = useTranslation();
  const status = useSystemStatus();
  let shown: Shown = 'checking';
  if (status.kind === 'error') shown = 'unavailable';
  if (status.kind === 'success') shown = SHOWN.has(status.data.status) ? status.data.status : 'unavailable';

  return (
    <div role="status" data-testid="system-status-line" className="pt-status">
      <span aria-hidden="true" className={`pt-status-dot pt-status-${shown}`} />
      <span className="pt-body2">{t(`status.${shown}`)}</span>
    </div>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectErrorKind } from '../error-rules';
import { useOnline } from '../hooks/use-online';
import { ErrorLayout } from './error-layout';
import { ForbiddenPage } from './forbidden-page';
import { NotFoundPage } from './not-found-page';
import { OfflinePage } from './offline-page';
import { ServerErrorPage } from './server-error-page';

/** A page failed to load its code: a reload fetches the current version ('Something went wrong'). */
function ReloadPage() {
  const { t } = useTranslation();
  return (
    <ErrorLayout code="" title={t('error.title')} body={t('error.body')}>
      <div>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('error.refresh')}
        </Button>
      </div>
    </ErrorLayout>
  );
}

/**
 * What the error boundary shows, by the spec's selection rules. Coming back online after an
 * offline error says 'Connection Restored!' and resets.
 */
export function ErrorScreen({ error, onReset }: { error: unknown; onReset: () => void }) {
  const { t } = useTranslation();
  const online = useOnline();
  const [kind] = useState(() => selectErrorKind(error, navigator.onLine));
  const restored = kind === 'offline' && online;
  useEffect(() => {
    if (!restored) return;
    const timer = window.setTimeout(onReset, 1500);
    return () => window.clearTimeout(timer);
  }, [restored, onReset]);

  if (restored)
    return (
      <ErrorLayout code="ONLINE" title={t('errorPages.offline.restored')} body="">
        <Alert severity="success">{t('errorPages.offline.restored')}</Alert>
      </ErrorLayout>
    );
  switch (kind) {
    case 'offline':
      return <OfflinePage onRecovered={onReset} />;
    case 'network':
      return <ReloadPage />;
    case '403':
      return <ForbiddenPage />;
    case '404':
      return <NotFoundPage />;
    case '500':
      return <ServerErrorPage error={error} onRetry={onReset} />;
    default: {
      const never: never = kind;
      return never;
    }
  }
}

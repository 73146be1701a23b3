import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { apiReachable } from '../api/system-status';
import { connectionQuality, OFFLINE_RESET_MS } from '../error-rules';
import { effectiveConnectionType, useOnline } from '../hooks/use-online';
import { ErrorLayout } from './error-layout';

const OFFLINE_FEATURES = [
  { id: 'history', to: '/chat-history' },
  { id: 'settings', to: '/settings' },
  { id: 'help', to: '/help' },
] as const;

/**
 * 'No Internet Connection'. Try Again asks our own API (/api/health); `onRecovered` clears the
 * boundary that showed the page (without one the page reloads).
 */
export function OfflinePage({ onRecovered }: { onRecovered?: () => void }) {
  const { t } = useTranslation();
  const online = useOnline();
  const [checking, setChecking] = useState(false);
  const [failed, setFailed] = useState(false);
  const [showFeatures, setShowFeatures] = useState(false);
  const [restored, setRestored] = useState(false);
  const wasOffline = useRef(!online);
  const quality = connectionQuality(effectiveConnectionType());

  useEffect(() => {
    if (!online) wasOffline.current = true;
    else if (wasOffline.current) setRestored(true);
  }, [online]);

  const tryAgain = async () => {
    setChecking(true);
    setFailed(false);
    if (await apiReachable()) {
      if (onRecovered) onRecovered();
      else window.location.reload();
      return;
    }
    setFailed(true);
    window.setTimeout(() => setChecking(false), OFFLINE_RESET_MS);
  };

  return (
    <ErrorLayout
      code={online ? 'ONLINE' : 'OFFLINE'}
      title={t('errorPages.offline.title')}
      body={t('errorPages.offline.body')}
    >
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap' }} role="status">
        <Chip
          color={online ? 'success' : 'error'}
          label={online ? t('errorPages.offline.online') : t('errorPages.offline.offline')}
        />
        {online && <Chip variant="outlined" label={t(`errorPages.offline.quality.${quality}`)} />}
      </Box>
      {restored && <Alert severity="success">{t('errorPages.offline.restored')}</Alert>}
      {failed && <Alert severity="error">{t('errorPages.offline.stillOffline')}</Alert>}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
        <Button variant="contained" onClick={() => void tryAgain()} disabled={checking}>
          {checking ? t('errorPages.offline.checking') : t('errorPages.tryAgain')}
        </Button>
        <Button variant="outlined" component={RouterLink} to="/">
          {t('notFound.goHome')}
        </Button>
        <Button aria-expanded={showFeatures} onClick={() => setShowFeatures((s) => !s)}>
          {t('errorPages.offline.offlineMode')}
        </Button>
      </Stack>
      <Collapse in={showFeatures}>
        <Box component="ul" sx={{ textAlign: 'left', m: 0 }}>
          {OFFLINE_FEATURES.map((f) => (
            <li key={f.id}>
              <Link component={RouterLink} to={f.to}>
                {t(`errorPages.offline.features.${f.id}`)}
              </Link>
            </li>
          ))}
        </Box>
      </Collapse>
    </ErrorLayout>
  );
}

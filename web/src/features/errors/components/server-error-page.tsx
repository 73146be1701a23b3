import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { panelState } from '../api/system-status';
import { reportError } from '../api/report-error';
import { buildErrorReport, COPY_CONFIRM_MS, type ErrorKind, retryDelayMs } from '../error-rules';
import { useNow } from '../hooks/use-delay';
import { useOnline } from '../hooks/use-online';
import { useSystemStatus } from '../hooks/use-system-status';
import { ErrorLayout } from './error-layout';
import { StatusPanel } from './status-panel';
import { TechnicalDetails } from './technical-details';

export const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL || 'support@pintar.local';

/**
 * 500 'Internal Server Error'. `onRetry` resets the boundary that showed the page; without one,
 * Try Again reloads. Each retry waits 1 s × 2ⁿ (at most 5 s) first.
 */
export function ServerErrorPage(props: {
  error?: unknown;
  onRetry?: () => void;
  kind?: ErrorKind;
  /** False on /demo/errors: a demonstration must not raise an admin alert. */
  report?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const online = useOnline();
  const now = useNow(1000);
  const { status, checked } = useSystemStatus();
  const state = panelState(status);
  const [retryCount, setRetryCount] = useState(0);
  const [waitingMs, setWaitingMs] = useState<number | null>(null);
  const [copied, setCopied] = useState(false);
  const [delivery, setDelivery] = useState<'sent' | 'queued' | null>(null);
  const kind = props.kind ?? '500';
  const estimatedFix =
    state === 'operational' || state === 'unreachable' ? '' : t(`errorPages.status.etaBy.${state}`);
  const [openedAt] = useState(() => new Date());
  const report = useMemo(
    () =>
      buildErrorReport({
        kind,
        error: props.error ?? t('errorPages.server.title'),
        now: openedAt,
        userAgent: navigator.userAgent,
        url: window.location.href,
        retryCount,
        serverStatus: checked ? state : 'unknown',
        online,
        estimatedFix,
      }),
    [kind, props.error, openedAt, retryCount, checked, state, online, estimatedFix, t],
  );

  // Sent once per page, when the status is known, so the alert says how the server was doing.
  const sent = useRef(false);
  useEffect(() => {
    if (!checked || sent.current || props.report === false) return;
    sent.current = true;
    void reportError(report).then(setDelivery);
  }, [checked, report, props.report]);

  const retry = () => {
    const wait = retryDelayMs(retryCount);
    setRetryCount((n) => n + 1);
    setWaitingMs(wait);
    window.setTimeout(() => {
      setWaitingMs(null);
      if (props.onRetry) props.onRetry();
      else window.location.reload();
    }, wait);
  };
  const copy = async () => {
    await navigator.clipboard.writeText(JSON.stringify(report, null, 2));
    setCopied(true);
    window.setTimeout(() => setCopied(false), COPY_CONFIRM_MS);
  };
  const mail = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(`${report.errorCode} ${t('errorPages.server.title')}`)}&body=${encodeURIComponent(JSON.stringify(report, null, 2))}`;

  return (
    <ErrorLayout
      code={report.errorCode}
      title={t('errorPages.server.title')}
      body={t('errorPages.server.body')}
    >
      {!online && <Alert severity="error">{t('errorPages.server.offlineBanner')}</Alert>}
      {delivery && (
        <Alert severity={delivery === 'sent' ? 'info' : 'warning'}>
          {t(delivery === 'sent' ? 'errorPages.server.reported' : 'errorPages.server.queued')}
        </Alert>
      )}
      <StatusPanel status={status} state={state} checked={checked} now={now} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
        <Button variant="contained" onClick={retry} disabled={waitingMs !== null}>
          {waitingMs === null
            ? t('errorPages.tryAgain')
            : t('errorPages.server.retrying', { seconds: waitingMs / 1000 })}
        </Button>
        <Button variant="outlined" onClick={() => navigate(-1)}>
          {t('notFound.goBack')}
        </Button>
        <Button variant="outlined" component={RouterLink} to="/">
          {t('errorPages.home')}
        </Button>
        <Button variant="outlined" href={mail}>
          {t('errorPages.server.reportIssue')}
        </Button>
        <Button variant="outlined" onClick={() => void copy()}>
          {copied ? t('errorPages.server.copied') : t('errorPages.server.copy')}
        </Button>
      </Stack>
      <TechnicalDetails report={report} />
    </ErrorLayout>
  );
}

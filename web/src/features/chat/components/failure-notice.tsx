import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '../../../lib/chats/chat-record';
import { RATE_LIMIT_RECOVERY_S } from '../utils/chat-failure';

type Failure = NonNullable<ChatMessage['failure']>;
const KINDS = ['rateLimit', 'unavailable', 'network', 'demoLimit', 'unexpected'] as const;

/** One of the spec's chat failures, with Retry where asking again can help. */
export function FailureNotice({ failure, onRetry }: { failure: Failure; onRetry?: () => void }) {
  const { t } = useTranslation();
  const kind = KINDS.find((k) => k === failure.kind) ?? 'unexpected';
  return (
    <Alert
      severity={kind === 'demoLimit' ? 'info' : 'error'}
      data-testid="chat-failure"
      sx={{ my: 1 }}
      action={
        onRetry && kind !== 'demoLimit' ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('chat.retry')}
          </Button>
        ) : undefined
      }
    >
      <AlertTitle>{t(`chat.failures.${kind}.title`)}</AlertTitle>
      {t(`chat.failures.${kind}.body`, {
        seconds: failure.retryAfter ?? RATE_LIMIT_RECOVERY_S,
        detail: failure.detail ?? '',
      })}
    </Alert>
  );
}

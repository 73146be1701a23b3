import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatCard, shownCards } from '../../../components/cards/chat-card';
import { MalaysiaZoneNote } from '../../../components/cards/malaysia-zone-note';
import { MarkdownText } from '../../../components/markdown-text';
import { VisuallyHidden } from '../../../components/visually-hidden';
import type { ChatMessage } from '../../../lib/chats/chat-record';
import { FailureNotice } from './failure-notice';
import { SourcesList } from './sources-list';
import { Hint } from '../../../components/hint';

/**
 * An answer that names a clock time (the timetable's, Malaysia's) and has no card saying so: the
 * note under its text says whose time it is when the device's clock reads otherwise.
 */
function saysItsOwnTime(message: ChatMessage): boolean {
  const timedCard = message.cards?.some((c) => c.type === 'route' || c.type === 'transport');
  return !timedCard && /\b([01]?\d|2[0-3]):[0-5]\d\b/.test(message.content);
}

interface MessageItemProps {
  message: ChatMessage;
  isLast: boolean;
  pending: boolean;
  onRegenerate: () => void;
  onSuggestion: (text: string) => void;
  onUseLocation: () => void;
}

function CopyButton({ text }: { text: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = () =>
    navigator.clipboard?.writeText(text).then(
      () => {
        setCopied(true);
        setTimeout(() => setCopied(false), 2000);
      },
      () => undefined,
    );
  return (
    <Hint title={copied ? t('chat.copied') : t('chat.copy')}>
      <IconButton size="small" aria-label={copied ? t('chat.copied') : t('chat.copy')} onClick={copy}>
        <ContentCopyIcon fontSize="inherit" />
      </IconButton>
    </Hint>
  );
}

function AnswerText({ content }: { content: string }) {
  return (
    <MarkdownText
      text={content}
      className="chat-markdown"
      sx={{
        overflowWrap: 'anywhere',
        '& p': { my: 0.75 },
        '& pre': { whiteSpace: 'pre-wrap' },
        '& a': { color: 'primary.main' },
      }}
    />
  );
}

export function MessageItem({
  message,
  isLast,
  pending,
  onRegenerate,
  onSuggestion,
  onUseLocation,
}: MessageItemProps) {
  const { t } = useTranslation();
  if (message.sender === 'user') {
    return (
      <Box
        component="li"
        data-testid="user-message"
        sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}
      >
        <Typography
          component="div"
          sx={{
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            px: 2,
            py: 1,
            borderRadius: 3,
            maxWidth: '85%',
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
          }}
        >
          <VisuallyHidden>{t('chat.you')}: </VisuallyHidden>
          {message.content}
        </Typography>
      </Box>
    );
  }
  const streaming = message.state === 'streaming';
  const settled = !streaming && !pending;
  return (
    <Box component="li" data-testid="bot-message" data-state={message.state} sx={{ mb: 3, minWidth: 0 }}>
      <Typography variant="caption" sx={{ fontWeight: 700, color: 'text.secondary' }}>
        {t('chat.assistant')}
      </Typography>
      {message.state === 'failed' && message.failure ? (
        <FailureNotice failure={message.failure} onRetry={isLast && !pending ? onRegenerate : undefined} />
      ) : (
        <AnswerText content={message.content} />
      )}
      {saysItsOwnTime(message) && <MalaysiaZoneNote />}
      {shownCards(message.cards ?? []).map((card, i) => (
        <ChatCard key={i} card={card} onRetry={isLast && settled ? onRegenerate : undefined} />
      ))}
      {message.followUp && (
        <Alert severity="info" sx={{ my: 1 }}>
          <AlertTitle>{message.followUp.question}</AlertTitle>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {message.followUp.kind === 'location' || message.followUp.kind === 'origin' ? (
              <Button size="small" variant="outlined" onClick={onUseLocation} disabled={pending}>
                {t('chat.followUpUseLocation')}
              </Button>
            ) : null}
            {message.followUp.choices?.map((choice) => (
              <Chip
                key={choice.value}
                label={choice.label}
                onClick={() => onSuggestion(choice.value)}
                disabled={pending}
              />
            ))}
          </Box>
        </Alert>
      )}
      {message.sources && message.sources.length > 0 && <SourcesList sources={message.sources} />}
      {/* Last, where the conversation's scrolling ends: above the cards it would stay out of view. */}
      {message.state === 'stopped' && (
        <Alert severity="info" sx={{ my: 1 }}>
          {t('chat.stopped')}
        </Alert>
      )}
      {isLast && message.suggestions && message.suggestions.length > 0 && (
        <Box
          role="group"
          aria-label={t('chat.suggestions')}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}
        >
          {message.suggestions.map((s) => (
            <Chip key={s} label={s} variant="outlined" onClick={() => onSuggestion(s)} disabled={pending} />
          ))}
        </Box>
      )}
      {settled && message.state !== 'failed' && (
        <Box sx={{ display: 'flex', gap: 0.5, mt: 0.5 }}>
          <CopyButton text={message.content} />
          {isLast && (
            <Hint title={t('chat.regenerate')}>
              <IconButton size="small" aria-label={t('chat.regenerate')} onClick={onRegenerate}>
                <RefreshIcon fontSize="inherit" />
              </IconButton>
            </Hint>
          )}
        </Box>
      )}
    </Box>
  );
}

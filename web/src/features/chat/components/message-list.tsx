import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ChatStage } from '@pintar/contracts/chat';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingCard } from '../../../components/cards/chat-card';
import type { ChatMessage } from '../../../lib/chats/chat-record';
import { MessageItem } from './message-item';

interface MessageListProps {
  messages: ChatMessage[];
  pending: boolean;
  stage?: ChatStage;
  onRegenerate: () => void;
  onSuggestion: (text: string) => void;
  onUseLocation: () => void;
}

/** The conversation; it follows the newest text while an answer streams in. */
export function MessageList({
  messages,
  pending,
  stage,
  onRegenerate,
  onSuggestion,
  onUseLocation,
}: MessageListProps) {
  const { t } = useTranslation();
  const end = useRef<HTMLDivElement>(null);
  const last = messages.at(-1);
  const streamingEmpty = pending && last?.sender === 'bot' && last.content === '';

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, last?.content.length, last?.cards?.length]);

  return (
    <Box sx={{ maxWidth: 820, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: 2, width: '100%' }}>
      <Box
        component="ol"
        aria-label={t('chat.sidebar')}
        aria-live="polite"
        aria-busy={pending}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {messages.map((message, i) => (
          <MessageItem
            key={message.id}
            message={message}
            isLast={i === messages.length - 1}
            pending={pending}
            onRegenerate={onRegenerate}
            onSuggestion={onSuggestion}
            onUseLocation={onUseLocation}
          />
        ))}
      </Box>
      {pending && (
        <Box
          role="status"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}
          data-testid="typing-indicator"
        >
          {streamingEmpty && <CircularProgress size={14} aria-hidden />}
          <Typography variant="body2">{stage ? t(`chat.stages.${stage}`) : t('chat.thinking')}</Typography>
        </Box>
      )}
      {pending && stage === 'looking_up' && !last?.cards?.length && <LoadingCard />}
      <div ref={end} />
    </Box>
  );
}

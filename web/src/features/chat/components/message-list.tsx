import type { ChatStage } from '@pintar/contracts/chat';
import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyNamed } from '../../../components/layout/opened-once';
import type { ChatMessage } from '../../../lib/chats/chat-record';
import './chat-parts.css';
import type { MessageItem as MessageItemComponent } from './message-item';

// The messages' MUI parts (chips, alerts, buttons, the card frame) load with the first message, or
// at the reader's first focus, tap or key, well before a question can be sent: the demo and a new
// chat open on an empty list, and their first screen then loads and renders no MUI component.
// (Loading them when idle instead put their evaluation, one long task, into every page load.)
// Once loaded, the component is rendered as it is: a lazy one suspends its first render however
// long ago its module arrived, and React 19 holds back a Suspense boundary's content for 300 ms
// after its fallback shows, so the first answer of every page appeared 300 ms late.
let loadedMessageItem: typeof MessageItemComponent | undefined;
const loadMessageItem = () =>
  import('./message-item').then((module) => ((loadedMessageItem = module.MessageItem), module));
const LazyMessageItem = lazyNamed(loadMessageItem, 'MessageItem');
const LoadingCard = lazyNamed(() => import('../../../components/cards/chat-card'), 'LoadingCard');
const INTENT_EVENTS = ['focusin', 'pointerdown', 'keydown'] as const;

/**
 * Starts loading the messages' parts at the reader's first focus, tap or key. A new chat's page
 * shows the welcome screen, not this list, until the first question: it calls this too, so the
 * parts are there when the question's answer renders.
 */
export function useMessagesLoadedOnIntent(): void {
  useEffect(loadOnFirstIntent, []);
}

function loadOnFirstIntent(): () => void {
  const load = () => {
    stop();
    void loadMessageItem();
  };
  const stop = () => INTENT_EVENTS.forEach((type) => document.removeEventListener(type, load, true));
  INTENT_EVENTS.forEach((type) => document.addEventListener(type, load, true));
  return stop;
}

interface MessageListProps {
  messages: ChatMessage[];
  pending: boolean;
  stage?: ChatStage;
  onRegenerate: () => void;
  onSuggestion: (text: string) => void;
  onUseLocation: () => void;
}

/**
 * The conversation; it follows the newest text while an answer streams in. Its frame is plain CSS
 * (chat-parts.css): only the messages themselves render MUI.
 */
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

  useMessagesLoadedOnIntent();
  const MessageItem = loadedMessageItem ?? LazyMessageItem;
  // Nothing to follow in an empty list: scrolling would only force a layout during the first commit.
  const following = messages.length > 0 || pending;
  // An answer that ends (stopped, failed) grows by its notice without new text: follow that too,
  // or the "Stopped" notice stays out of view under the message box.
  useEffect(() => {
    if (following) end.current?.scrollIntoView?.({ block: 'end' });
  }, [following, messages.length, last?.content.length, last?.cards?.length, last?.state, pending]);

  return (
    <div className="pt-chat-column pt-message-list">
      <ol aria-label={t('chat.sidebar')} aria-live="polite" aria-busy={pending}>
        <Suspense fallback={null}>
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
        </Suspense>
      </ol>
      {pending && (
        <div role="status" className="pt-typing" data-testid="typing-indicator">
          {streamingEmpty && <span className="pt-spinner pt-typing-spinner" aria-hidden="true" />}
          <span className="pt-body2">{stage ? t(`chat.stages.${stage}`) : t('chat.thinking')}</span>
        </div>
      )}
      {pending && stage === 'looking_up' && !last?.cards?.length && (
        <Suspense fallback={null}>
          <LoadingCard />
        </Suspense>
      )}
      <div ref={end} />
    </div>
  );
}

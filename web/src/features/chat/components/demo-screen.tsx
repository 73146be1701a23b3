import { Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { lazyNamed, useOpenedOnce } from '../../../components/layout/opened-once';
import { clientId } from '../../../lib/client-id';
import { readJson, writeJson } from '../../../lib/storage';
import { getDemoAllowance } from '../api/get-demo-allowance';
import { useChatConnection } from '../hooks/use-chat-connection';
import { useConversation } from '../hooks/use-conversation';
import {
  DEMO_KEY,
  DEMO_LIMIT,
  DEMO_MODAL_DELAY_MS,
  freshDemo,
  readDemo,
  usedAfter,
} from '../utils/demo-state';
import { ChatComposer } from './chat-composer';
import { MessageList } from './message-list';
import './chat-parts.css';

// The limit dialog (MUI Dialog, Modal and transitions) loads when it first opens: most visits to
// the demo never reach the limit.
const DemoLimitModal = lazyNamed(() => import('./demo-limit-modal'), 'DemoLimitModal');

/**
 * `/demo`: the real assistant, 3 messages counted here and enforced by the server. Its frame is
 * plain CSS (chat-parts.css), so the first screen renders no MUI component.
 */
export function DemoScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const who = useMemo(() => ({ signedIn: false, clientId: clientId() }), []);
  const { connection } = useChatConnection(who);
  const [demo, setDemo] = useState(() => readDemo(readJson(DEMO_KEY), new Date()));
  // Whether the count on screen is the server's (it counts per browser and address, and is the
  // one that refuses): until then it is the count this browser last saw.
  const [syncedFor, setSyncedFor] = useState<number | null>(null);
  const [modalOpen, setModalOpen] = useState(false);
  const modalMounted = useOpenedOnce(modalOpen);
  const usedRef = useRef(demo.used);
  useLayoutEffect(() => {
    usedRef.current = demo.used;
  }, [demo.used]);

  const openModalSoon = () => setTimeout(() => setModalOpen(true), DEMO_MODAL_DELAY_MS);
  const conversation = useConversation(demo.chat, connection, {
    onAnswer: (answer) => {
      const used = usedAfter(usedRef.current, answer.demo, false);
      setDemo((d) => ({ ...d, used }));
      if (used >= DEMO_LIMIT) openModalSoon();
    },
    onFailure: (failure) => {
      if (failure.kind !== 'demoLimit') return;
      setDemo((d) => ({ ...d, used: DEMO_LIMIT }));
      setModalOpen(true);
    },
  });

  const { chat } = conversation.state;
  useEffect(() => {
    try {
      writeJson(DEMO_KEY, {
        used: demo.used,
        chat: { ...chat, messages: chat.messages.filter((m) => m.state !== 'streaming') },
      });
    } catch {
      // The server still counts; only this tab's record is lost.
    }
  }, [demo.used, chat]);

  // The count shown is always the server's: read on arrival and after a reset.
  const [syncs, setSyncs] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    void getDemoAllowance(who.clientId, controller.signal).then((allowance) => {
      if (!allowance || controller.signal.aborted) return;
      setDemo((d) => ({ ...d, used: Math.max(0, DEMO_LIMIT - allowance.remaining) }));
      setSyncedFor(syncs);
    });
    return () => controller.abort();
  }, [who.clientId, syncs]);
  const synced = syncedFor === syncs;

  // A reset clears the conversation, not the count: the server's 3 messages a day are what they
  // are, and a screen promising more than the server gives would fail at the next question.
  const reset = () => {
    setModalOpen(false);
    setDemo((d) => ({ ...freshDemo(new Date()), used: d.used }));
    setSyncs((n) => n + 1);
  };

  const atLimit = demo.used >= DEMO_LIMIT;
  const pending = Boolean(conversation.state.pending);
  return (
    <div className="pt-demo">
      <div className="pt-demo-bar">
        <h1 className="pt-demo-title">{t('demo.title')}</h1>
        <p className="pt-body2 pt-muted" data-testid="demo-remaining" data-synced={synced}>
          {t('demo.remaining', { count: DEMO_LIMIT - demo.used })}
        </p>
        {(demo.used > 0 || chat.messages.length > 0) && (
          <button type="button" className="pt-button pt-button-small pt-button-primary" onClick={reset}>
            {t('demo.reset')}
          </button>
        )}
      </div>
      <div className="pt-demo-scroll">
        <div className="pt-chat-column pt-demo-greeting">
          <span className="pt-caption pt-muted">{t('chat.assistant')}</span>
          <p>{t('demo.greeting')}</p>
        </div>
        <MessageList
          messages={chat.messages}
          pending={pending}
          stage={conversation.state.pending?.stage}
          onRegenerate={conversation.regenerate}
          onSuggestion={(text) => (atLimit ? setModalOpen(true) : conversation.send(text))}
          onUseLocation={() => void conversation.answerWithLocation()}
        />
      </div>
      {atLimit && <p className="pt-body2 pt-muted pt-demo-limit">{t('demo.limitReached')}</p>}
      <ChatComposer
        key={params.get('q') ?? ''}
        pending={pending}
        onSend={conversation.send}
        onStop={conversation.stop}
        initialText={params.get('q') ?? ''}
        disabled={atLimit}
        sendReplacement={
          atLimit ? (
            <RouterLink className="pt-button pt-button-contained" to="/signup">
              {t('demo.signUp')}
            </RouterLink>
          ) : undefined
        }
      />
      {modalMounted && (
        <Suspense fallback={null}>
          <DemoLimitModal open={modalOpen} onContinue={() => setModalOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}

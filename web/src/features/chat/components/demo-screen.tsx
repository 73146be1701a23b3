import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { clientId } from '../../../lib/client-id';
import { readJson, writeJson } from '../../../lib/storage';
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
import { DemoLimitModal } from './demo-limit-modal';
import { MessageList } from './message-list';

/** `/demo`: the real assistant, 3 messages counted here and enforced by the server. */
export function DemoScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const who = useMemo(() => ({ signedIn: false, clientId: clientId() }), []);
  const { connection } = useChatConnection(who);
  const [demo, setDemo] = useState(() => readDemo(readJson(DEMO_KEY), new Date()));
  const [modalOpen, setModalOpen] = useState(false);
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

  const reset = () => {
    setModalOpen(false);
    setDemo(freshDemo(new Date()));
  };

  const atLimit = demo.used >= DEMO_LIMIT;
  const pending = Boolean(conversation.state.pending);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: 1,
          px: 2,
          py: 1,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography component="h1" variant="subtitle1" sx={{ fontWeight: 700, flexGrow: 1 }}>
          {t('demo.title')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="demo-remaining">
          {t('demo.remaining', { count: DEMO_LIMIT - demo.used })}
        </Typography>
        {demo.used > 0 && (
          <Button size="small" onClick={reset}>
            {t('demo.reset')}
          </Button>
        )}
      </Box>
      <Box sx={{ flexGrow: 1, overflowY: 'auto', minHeight: 0 }}>
        <Box sx={{ maxWidth: 820, mx: 'auto', px: { xs: 1.5, sm: 3 }, pt: 2 }}>
          <Typography variant="caption" sx={{ fontWeight: 700, color: 'text.secondary' }}>
            {t('chat.assistant')}
          </Typography>
          <Typography sx={{ mb: 1 }}>{t('demo.greeting')}</Typography>
        </Box>
        <MessageList
          messages={chat.messages}
          pending={pending}
          stage={conversation.state.pending?.stage}
          onRegenerate={conversation.regenerate}
          onSuggestion={(text) => (atLimit ? setModalOpen(true) : conversation.send(text))}
          onUseLocation={() => void conversation.answerWithLocation()}
        />
      </Box>
      {atLimit && (
        <Typography variant="body2" sx={{ textAlign: 'center', color: 'text.secondary' }}>
          {t('demo.limitReached')}
        </Typography>
      )}
      <ChatComposer
        key={params.get('q') ?? ''}
        pending={pending}
        onSend={conversation.send}
        onStop={conversation.stop}
        initialText={params.get('q') ?? ''}
        disabled={atLimit}
        sendReplacement={
          atLimit ? (
            <Button variant="contained" component={RouterLink} to="/signup">
              {t('demo.signUp')}
            </Button>
          ) : undefined
        }
      />
      <DemoLimitModal open={modalOpen} onContinue={() => setModalOpen(false)} />
    </Box>
  );
}

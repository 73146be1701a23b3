import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenedOnce } from '../../../components/layout/opened-once';
import { useStagedParts } from '../../../hooks/use-staged-parts';
import { useAuth } from '../../../lib/auth-context';
import type { StoredChat } from '../../../lib/chats/chat-record';
import { chatOwner, saveChat } from '../../../lib/chats/chat-store';
import type { ChatConnection, ConnectionState } from '../api/chat-connection';
import { useOnline } from '../hooks/use-chat-connection';
import { useConversation } from '../hooks/use-conversation';
import { useHealthPoll } from '../hooks/use-health-poll';
import { useShareExport } from '../hooks/use-share-export';
import { connectionLabel } from '../utils/connection-label';
import { ChatComposer } from './chat-composer';
import { ChatHeader } from './chat-header';
import { MessageList, useMessagesLoadedOnIntent } from './message-list';
import { WelcomeScreen } from './welcome-screen';

// The share and export notice (MUI Snackbar and its transition) loads with its first message.
const Snackbar = lazy(() => import('@mui/material/Snackbar'));

interface ChatViewProps {
  initial: StoredChat;
  question?: string;
  connection: ChatConnection | null;
  connectionState: ConnectionState;
  onMenu?: () => void;
  onNewChat: () => void;
  /** The sidebar renames the open chat through here, so autosave does not undo it. */
  renameRef: React.RefObject<((title: string) => void) | null>;
}

export function ChatView({
  initial,
  question,
  connection,
  connectionState,
  onMenu,
  onNewChat,
  renameRef,
}: ChatViewProps) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const online = useOnline();
  const healthy = useHealthPoll(connectionState === 'unavailable');
  // The account the chat was opened under: the save when it closes (after a sign-out) is theirs.
  const [owner] = useState(chatOwner);
  const persist = useCallback((chat: StoredChat) => saveChat(chat, owner), [owner]);
  const conversation = useConversation(initial, connection, { persist });
  const { state, send } = conversation;
  const { share, exportChat, notice, clearNotice } = useShareExport(state.chat);
  const noticeShown = useOpenedOnce(notice !== null);
  const { rename } = conversation;
  useMessagesLoadedOnIntent();
  useLayoutEffect(() => {
    renameRef.current = rename;
  }, [renameRef, rename]);

  // `/?q=TEXT`: the question is sent once, as soon as the connection exists.
  const asked = useRef(false);
  useEffect(() => {
    if (!question || asked.current || !connection) return;
    asked.current = true;
    send(question);
  }, [question, connection, send]);

  const pending = Boolean(state.pending);
  const empty = state.chat.messages.length === 0;
  // The header and the composer commit first, the welcome or the messages in the next commit, so
  // opening a chat is two shorter tasks instead of one long one (the composer stays at the bottom).
  const contentShown = useStagedParts(2) === 2;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minWidth: 0, flexGrow: 1 }}>
      <ChatHeader
        title={state.chat.title}
        connection={connectionLabel(connectionState, pending, online && healthy, conversation.flagDown)}
        onMenu={onMenu}
        onShare={() => void share()}
        onExport={exportChat}
        onNewChat={onNewChat}
        canExport={!empty}
      />
      <Box sx={{ flexGrow: 1, overflowY: 'auto', minHeight: 0 }} data-testid="chat-scroll">
        {!contentShown ? null : empty ? (
          <WelcomeScreen user={user} onPrompt={send} />
        ) : (
          <MessageList
            messages={state.chat.messages}
            pending={pending}
            stage={state.pending?.stage}
            onRegenerate={conversation.regenerate}
            onSuggestion={send}
            onUseLocation={() => void conversation.answerWithLocation()}
          />
        )}
        {conversation.locationProblem && (
          <Alert severity="warning" sx={{ maxWidth: 820, mx: 'auto', mb: 1 }}>
            {conversation.locationProblem === 'denied'
              ? t('chat.locationDenied')
              : t('chat.locationUnavailable')}
          </Alert>
        )}
      </Box>
      <ChatComposer pending={pending} onSend={send} onStop={conversation.stop} />
      {noticeShown && (
        <Suspense fallback={null}>
          <Snackbar open={notice !== null} autoHideDuration={3000} onClose={clearNotice} message={notice} />
        </Suspense>
      )}
    </Box>
  );
}

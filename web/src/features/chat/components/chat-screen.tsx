import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Splash } from '../../../components/splash';
import type { ChatHistoryEntry } from '../../../lib/chats/chat-record';
import {
  deleteChat,
  dismissChatStoreProblem,
  loadChat,
  saveChat,
  useChatStore,
} from '../../../lib/chats/chat-store';
import { useChatConnection } from '../hooks/use-chat-connection';
import { useChatRoute } from '../hooks/use-chat-route';
import { useSidebarState } from '../hooks/use-sidebar-state';
import { ChatSidebar } from './chat-sidebar';
import { ChatView } from './chat-view';

const SIGNED_IN = { signedIn: true } as const;

// The search overlay (and the form components it brings) loads when first opened.
const SearchOverlay = lazy(() => import('./search-overlay').then((m) => ({ default: m.SearchOverlay })));
// So do the delete confirmation and, on a narrow screen, the sidebar's drawer (MUI Modal, Dialog).
const ConfirmDelete = lazy(() => import('./confirm-delete').then((m) => ({ default: m.ConfirmDelete })));
const Drawer = lazy(() => import('@mui/material/Drawer'));

/** `/chat` and `/chat/{chatId}`: the sidebar of recent chats beside the open conversation. */
export function ChatScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { chat, question, failed } = useChatRoute();
  const store = useChatStore();
  const { connection, state } = useChatConnection(SIGNED_IN);
  const sidebar = useSidebarState();
  const [searching, setSearching] = useState(false);
  const [deleting, setDeleting] = useState<ChatHistoryEntry | null>(null);
  const [deleteFailed, setDeleteFailed] = useState(false);
  const renameRef = useRef<((title: string) => void) | null>(null);

  const newChat = () => {
    sidebar.setDrawerOpen(false);
    navigate('/chat');
  };

  const rename = async (id: string, title: string) => {
    if (id === chat?.id) return renameRef.current?.(title);
    const stored = await loadChat(id);
    if (stored) await saveChat({ ...stored, title, lastUpdated: new Date().toISOString() });
  };

  const confirmDelete = async () => {
    const entry = deleting;
    setDeleting(null);
    if (!entry) return;
    const ok = await deleteChat(entry.id);
    setDeleteFailed(!ok);
    if (ok && entry.id === chat?.id) {
      // Deleting the open chat opens the first remaining one, or a new chat.
      const next = store.entries.find((e) => e.id !== entry.id);
      navigate(next ? `/chat/${next.id}` : '/chat', { replace: true });
    }
  };

  const sidebarView = (collapsed: boolean, onToggle?: () => void) => (
    <ChatSidebar
      entries={store.entries}
      currentId={chat?.id}
      collapsed={collapsed}
      onToggleCollapsed={onToggle}
      onNewChat={newChat}
      onSearch={() => setSearching(true)}
      onRename={(id, title) => void rename(id, title)}
      onDelete={setDeleting}
    />
  );

  const problem = store.problem;
  return (
    <Box sx={{ display: 'flex', height: '100%', minHeight: 0, overflow: 'hidden' }}>
      {sidebar.wide ? (
        <Box sx={{ borderRight: 1, borderColor: 'divider', flexShrink: 0 }}>
          {sidebarView(sidebar.collapsed, sidebar.toggleCollapsed)}
        </Box>
      ) : (
        <Suspense fallback={null}>
          <Drawer open={sidebar.drawerOpen} onClose={() => sidebar.setDrawerOpen(false)}>
            {sidebarView(false)}
          </Drawer>
        </Suspense>
      )}
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        {problem && (
          <Alert severity={problem === 'corrupt' ? 'warning' : 'error'} onClose={dismissChatStoreProblem}>
            {t(
              problem === 'full'
                ? 'chat.storeFull'
                : problem === 'corrupt'
                  ? 'chat.storeCorrupt'
                  : 'chat.storeUnavailable',
            )}
          </Alert>
        )}
        {deleteFailed && (
          <Alert severity="error" onClose={() => setDeleteFailed(false)}>
            {t('chat.deleteFailed')}
          </Alert>
        )}
        {chat ? (
          <ChatView
            key={chat.id}
            initial={chat}
            question={question}
            connection={connection}
            connectionState={state}
            onMenu={sidebar.wide ? undefined : () => sidebar.setDrawerOpen(true)}
            onNewChat={newChat}
            renameRef={renameRef}
          />
        ) : failed ? (
          <Alert severity="error">{t('chat.storeUnavailable')}</Alert>
        ) : (
          <Splash />
        )}
      </Box>
      {searching && (
        <Suspense fallback={null}>
          <SearchOverlay open onClose={() => setSearching(false)} />
        </Suspense>
      )}
      {deleting && (
        <Suspense fallback={null}>
          <ConfirmDelete
            title={deleting.title}
            onConfirm={() => void confirmDelete()}
            onCancel={() => setDeleting(null)}
          />
        </Suspense>
      )}
    </Box>
  );
}

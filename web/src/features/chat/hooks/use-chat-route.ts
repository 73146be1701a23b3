import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { emptyChat, isChatId, newChatId, type StoredChat } from '../../../lib/chats/chat-record';
import { loadChat } from '../../../lib/chats/chat-store';

export const MAX_SETUP_RETRIES = 3;

/**
 * The chat of `/chat/{chatId}`. A missing or unknown id (another device's, a deleted chat) opens a
 * new chat and replaces the route; `?q=TEXT` opens a new chat that asks TEXT.
 */
export function useChatRoute(): { chat: StoredChat | null; question?: string; failed: boolean } {
  const { t } = useTranslation();
  const { chatId } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const q = params.get('q')?.trim() || undefined;
  const [resolved, setResolved] = useState<{ chat: StoredChat; question?: string } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    if (resolved && resolved.chat.id === chatId && !q) return;
    const fresh = (question?: string) => {
      const chat = emptyChat(newChatId(), new Date(), t('chat.untitled'));
      setResolved({ chat, question });
      navigate(`/chat/${chat.id}`, { replace: true });
    };
    if (q) {
      fresh(q);
      return;
    }
    if (!isChatId(chatId)) {
      fresh();
      return;
    }
    const attempt = async (tries: number): Promise<void> => {
      try {
        const chat = await loadChat(chatId);
        if (!live) return;
        if (chat) setResolved({ chat });
        else fresh();
      } catch {
        // A retry count above 3 stops the loading screen (spec, chat screen).
        if (tries < MAX_SETUP_RETRIES) return attempt(tries + 1);
        if (live) setFailed(true);
      }
    };
    void attempt(0);
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chatId, q]);

  const chat = resolved && resolved.chat.id === chatId ? resolved.chat : null;
  return { chat, question: chat ? resolved?.question : undefined, failed };
}

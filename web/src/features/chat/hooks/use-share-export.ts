import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredChat } from '../../../lib/chats/chat-record';
import { chatAsText, exportFileName } from '../utils/chat-text';

/** Share (the platform's share sheet, else copying the link) and export (a text file). */
export function useShareExport(chat: StoredChat) {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<string | null>(null);
  const url = `${window.location.origin}/chat/${chat.id}`;

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setNotice(t('chat.linkCopied'));
    } catch {
      setNotice(t('chat.copyFailed'));
    }
  };

  const share = async () => {
    if (navigator.share) {
      try {
        await navigator.share({ title: chat.title || t('chat.shareTitle'), url });
        return;
      } catch (error) {
        // The person closed the share sheet: nothing more to do.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    await copyLink();
  };

  const exportChat = () => {
    const text = chatAsText(chat, {
      heading: t('chat.exportHeading', { title: chat.title }),
      exported: t('chat.exportExported', { date: new Date().toLocaleString() }),
      you: t('chat.you'),
      assistant: t('chat.assistant'),
    });
    const href = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = href;
    link.download = exportFileName(chat.title);
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(href), 1000);
  };

  return { share, exportChat, notice, clearNotice: () => setNotice(null) };
}

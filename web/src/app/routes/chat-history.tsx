import { useTranslation } from 'react-i18next';
import { ChatHistoryPage } from '../../features/chat-history/components/chat-history-page';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function ChatHistoryRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('chatHistory.pageTitle'));
  return <ChatHistoryPage />;
}

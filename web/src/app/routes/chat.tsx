import { useTranslation } from 'react-i18next';
import { ChatScreen } from '../../features/chat/components/chat-screen';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function ChatRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('chat.pageTitle'));
  return <ChatScreen />;
}

import { useTranslation } from 'react-i18next';
import { SignedInHome } from '../../features/home/components/signed-in-home';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function ChatHomeRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('home.pageTitle'));
  return <SignedInHome />;
}

import { useTranslation } from 'react-i18next';
import { PrivacyPage } from '../../features/legal/components/privacy-page';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function PrivacyRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('legal.privacy.title'));
  return <PrivacyPage />;
}

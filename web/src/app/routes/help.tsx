import { useTranslation } from 'react-i18next';
import { HelpPage } from '../../features/help/components/help-page';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function HelpRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('help.pageTitle'));
  return <HelpPage />;
}

import { useTranslation } from 'react-i18next';
import { DemoErrorsPage } from '../../features/errors/components/demo-errors-page';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function DemoErrorsRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('errorPages.demo.pageTitle'));
  return <DemoErrorsPage />;
}

import { useTranslation } from 'react-i18next';
import { ApiDocsPage } from '../../features/api-docs/components/api-docs-page';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function ApiDocsRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('apiDocs.pageTitle'));
  return <ApiDocsPage />;
}

import { useTranslation } from 'react-i18next';
import { NotFoundPage } from '../../features/errors/components/not-found-page';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function NotFoundRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.pageTitle'));
  return <NotFoundPage />;
}

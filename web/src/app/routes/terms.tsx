import { useTranslation } from 'react-i18next';
import { TermsPage } from '../../features/legal/components/terms-page';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function TermsRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('legal.terms.title'));
  return <TermsPage />;
}

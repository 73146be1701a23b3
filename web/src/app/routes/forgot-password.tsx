import { useTranslation } from 'react-i18next';
import { ForgotPassword } from '../../features/auth/components/forgot-password';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function ForgotPasswordRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('forgot.pageTitle'));
  return <ForgotPassword />;
}

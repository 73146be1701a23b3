import { useTranslation } from 'react-i18next';
import { LoginForm } from '../../features/auth/components/login-form';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function LoginRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('login.pageTitle'));
  return <LoginForm />;
}

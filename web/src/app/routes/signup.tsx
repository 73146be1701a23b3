import { useTranslation } from 'react-i18next';
import { SignupForm } from '../../features/auth/components/signup-form';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function SignupRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('signup.pageTitle'));
  return <SignupForm />;
}

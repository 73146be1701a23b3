import { useTranslation } from 'react-i18next';
import { ProfilePage } from '../../features/profile/components/profile-page';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function ProfileRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('profile.pageTitle'));
  return <ProfilePage />;
}

import { useTranslation } from 'react-i18next';
import { SettingsPage } from '../../features/settings/components/settings-page';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function SettingsRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('settings.pageTitle'));
  return <SettingsPage />;
}

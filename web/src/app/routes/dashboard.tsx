import { useTranslation } from 'react-i18next';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function DashboardRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('dashboard.pageTitle'));
  return <DashboardPage />;
}

import { useTranslation } from 'react-i18next';
import { DemoScreen } from '../../features/chat/components/demo-screen';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function DemoRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('demo.pageTitle'));
  return <DemoScreen />;
}

import { useTranslation } from 'react-i18next';
import { ContactPage } from '../../features/contact/components/contact-page';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function ContactRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('contact.pageTitle'));
  return <ContactPage />;
}

import { Trans, useTranslation } from 'react-i18next';
import { CONTACT_LINK, LegalDocument } from './legal-document';

const SECTIONS = [
  'onDevice',
  'questions',
  'account',
  'contactMessages',
  'security',
  'noSelling',
  'emails',
  'yourData',
  'changes',
  'questionsAboutPrivacy',
] as const;

export function PrivacyPage() {
  const { t } = useTranslation();
  return (
    <LegalDocument
      title={t('legal.privacy.title')}
      intro={t('legal.privacy.intro')}
      sections={SECTIONS.map((id) => ({
        id,
        heading: t(`legal.privacy.sections.${id}.heading`),
        body: <Trans i18nKey={`legal.privacy.sections.${id}.body`} components={CONTACT_LINK} />,
      }))}
    />
  );
}

import { Trans, useTranslation } from 'react-i18next';
import { CONTACT_LINK, LegalDocument } from './legal-document';

const SECTIONS = [
  'eligibility',
  'account',
  'service',
  'development',
  'acceptableUse',
  'openData',
  'price',
  'liability',
  'ending',
  'changes',
  'questions',
] as const;

export function TermsPage() {
  const { t } = useTranslation();
  return (
    <LegalDocument
      title={t('legal.terms.title')}
      intro={t('legal.terms.intro')}
      sections={SECTIONS.map((id) => ({
        id,
        heading: t(`legal.terms.sections.${id}.heading`),
        body: <Trans i18nKey={`legal.terms.sections.${id}.body`} components={CONTACT_LINK} />,
      }))}
    />
  );
}

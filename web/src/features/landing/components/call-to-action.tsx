import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SiteLink } from '../../../components/site-link';

export function CallToAction() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="cta-heading" className="pt-cta">
      <div className="pt-container pt-container-md">
        <h2 id="cta-heading" className="pt-h2">
          {t('cta.title')}
        </h2>
        <p className="pt-muted" style={{ margin: '16px 0 0' }}>
          {t('cta.body')}
        </p>
        <div className="pt-actions" style={{ marginTop: 32 }}>
          <RouterLink to="/contact" className="pt-button pt-button-contained pt-button-large">
            {t('cta.contact')}
          </RouterLink>
          <SiteLink label={t('cta.demo')} to="/demo" available variant="button" />
          <SiteLink label={t('cta.getStarted')} to="/signup" available variant="button" />
        </div>
      </div>
    </section>
  );
}

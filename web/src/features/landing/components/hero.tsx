import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { RotatingTopic } from './rotating-topic';

export function Hero({ reducedMotion }: { reducedMotion: boolean }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="landing-heading" className="pt-hero">
      <div
        className={
          reducedMotion ? 'pt-container pt-container-md' : 'pt-container pt-container-md pt-hero-scroll'
        }
      >
        <h1 id="landing-heading" data-testid="landing-heading">
          {t('hero.title')}
        </h1>
        <p className="pt-hero-subtitle">{t('hero.subtitle')}</p>
        <div style={{ marginTop: 32 }}>
          <RotatingTopic reducedMotion={reducedMotion} />
        </div>
        <div className="pt-actions" style={{ marginTop: 40 }}>
          <RouterLink to="/contact" className="pt-button pt-button-contained pt-button-large">
            {t('hero.contact')}
          </RouterLink>
          <RouterLink to="/#features" className="pt-button pt-button-outlined pt-button-large">
            {t('hero.explore')}
          </RouterLink>
        </div>
      </div>
    </section>
  );
}

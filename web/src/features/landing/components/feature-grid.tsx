import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../components/layout/icon';

type FeatureId = 'chat' | 'places' | 'routes' | 'transit' | 'weather' | 'emergency' | 'admin';

const FEATURES: ReadonlyArray<{ id: FeatureId; icon: IconName }> = [
  { id: 'chat', icon: 'forum' },
  { id: 'places', icon: 'place' },
  { id: 'routes', icon: 'directions' },
  { id: 'transit', icon: 'directionsTransit' },
  { id: 'weather', icon: 'wbSunny' },
  { id: 'emergency', icon: 'localHospital' },
  { id: 'admin', icon: 'dashboard' },
];

export function FeatureGrid() {
  const { t } = useTranslation();
  return (
    <section
      id="features"
      aria-labelledby="features-heading"
      className="pt-section"
      style={{ outline: 'none' }}
    >
      <div className="pt-container pt-container-lg">
        <h2 id="features-heading" className="pt-h2">
          {t('features.title')}
        </h2>
        <p className="pt-section-lead">{t('features.subtitle')}</p>
        <div className="pt-grid">
          {FEATURES.map(({ id, icon }) => (
            <div key={id} className="pt-card pt-feature">
              <span aria-hidden="true" className="pt-feature-icon">
                <Icon name={icon} />
              </span>
              <h3>{t(`features.${id}.title`)}</h3>
              <p className="pt-body2 pt-muted">{t(`features.${id}.body`)}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

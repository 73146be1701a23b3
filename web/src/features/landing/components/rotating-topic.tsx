import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/layout/icon';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { useRotation } from '../hooks/use-rotation';

const TOPICS = ['places', 'routes', 'transit', 'weather', 'emergencies'] as const;
const ROTATION_MS = 5000;

/** "Ask about <topic>", cycling through what Pintar answers; static when motion is reduced. */
export function RotatingTopic({ reducedMotion }: { reducedMotion: boolean }) {
  const { t } = useTranslation();
  const [userPaused, setUserPaused] = useState(false);
  const [index] = useRotation(TOPICS.length, ROTATION_MS, reducedMotion || userPaused);

  if (reducedMotion) return <p className="pt-topic">{t('hero.topicsSummary')}</p>;
  const topic = TOPICS[index] ?? TOPICS[0];
  return (
    <div className="pt-topic-row">
      {/* Announcing a new word every 5 s would be noise: screen readers get the full list once. */}
      <VisuallyHidden>{t('hero.topicsSummary')}</VisuallyHidden>
      <p aria-hidden="true" className="pt-topic">
        {t('hero.askAbout')}{' '}
        <span key={topic} className="pt-topic-word">
          {t(`hero.topics.${topic}`)}
        </span>
      </p>
      <button
        type="button"
        className="pt-icon-button pt-icon-button-small"
        aria-label={userPaused ? t('hero.resume') : t('hero.pause')}
        onClick={() => setUserPaused((paused) => !paused)}
      >
        <Icon name={userPaused ? 'playArrow' : 'pause'} small />
      </button>
    </div>
  );
}

import { type FocusEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/layout/icon';
import { useRotation } from '../hooks/use-rotation';

// Illustrations of what Pintar answers, labelled as examples: there are no customer quotes to show.
const EXAMPLES = ['commute', 'weather', 'hospital'] as const;
// Longer than the hero's 5 s: each slide has two sentences to read.
const ROTATION_MS = 8000;

export function ExampleConversations({ reducedMotion }: { reducedMotion: boolean }) {
  const { t } = useTranslation();
  const [userPaused, setUserPaused] = useState(false);
  const [interacting, setInteracting] = useState(false);
  const paused = reducedMotion || userPaused || interacting;
  const [index, setIndex] = useRotation(EXAMPLES.length, ROTATION_MS, paused);
  const example = EXAMPLES[index] ?? EXAMPLES[0];
  const total = EXAMPLES.length;

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setInteracting(false);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-labelledby="examples-heading"
      onMouseEnter={() => setInteracting(true)}
      onMouseLeave={() => setInteracting(false)}
      onFocus={() => setInteracting(true)}
      onBlur={onBlur}
      className="pt-section pt-section-tinted"
    >
      <div className="pt-container pt-container-md">
        <h2 id="examples-heading" className="pt-h2">
          {t('examples.title')}
        </h2>
        <p className="pt-section-lead">{t('examples.subtitle')}</p>

        {/* Announce slide changes only when the user caused them, not on every automatic turn. */}
        <div aria-live={paused ? 'polite' : 'off'} style={{ marginTop: 32 }}>
          <div
            role="group"
            aria-roledescription="slide"
            aria-label={t('examples.slide', { current: index + 1, total })}
            className="pt-card pt-slide"
          >
            <p className="pt-overline">
              {t('examples.question')} · {t(`examples.${example}.who`)}
            </p>
            <p className="pt-quote">“{t(`examples.${example}.question`)}”</p>
            <p className="pt-overline" style={{ marginTop: 24 }}>
              {t('examples.answer')}
            </p>
            <p style={{ margin: '4px 0 0' }}>{t(`examples.${example}.answer`)}</p>
          </div>
        </div>

        <div className="pt-dots">
          {!reducedMotion && (
            <button
              type="button"
              className="pt-icon-button"
              aria-label={userPaused ? t('examples.play') : t('examples.pause')}
              onClick={() => setUserPaused((value) => !value)}
            >
              <Icon name={userPaused ? 'playArrow' : 'pause'} />
            </button>
          )}
          {EXAMPLES.map((id, i) => (
            <button
              type="button"
              key={id}
              className="pt-icon-button"
              aria-label={t('examples.show', { current: i + 1, total })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => setIndex(i)}
            >
              <span className={i === index ? 'pt-dot pt-dot-current' : 'pt-dot'} />
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}

import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { useRotation } from '../hooks/use-rotation';

const TOPICS = ['places', 'routes', 'transit', 'weather', 'emergencies'] as const;
const ROTATION_MS = 5000;

/** "Ask about <topic>", cycling through what Pintar answers; static when motion is reduced. */
export function RotatingTopic({ reducedMotion }: { reducedMotion: boolean }) {
  const { t } = useTranslation();
  const [userPaused, setUserPaused] = useState(false);
  const [index] = useRotation(TOPICS.length, ROTATION_MS, reducedMotion || userPaused);

  if (reducedMotion) {
    return <Typography sx={{ fontSize: '1.25rem', fontWeight: 600 }}>{t('hero.topicsSummary')}</Typography>;
  }
  const topic = TOPICS[index] ?? TOPICS[0];
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1 }}>
      {/* Announcing a new word every 5 s would be noise: screen readers get the full list once. */}
      <VisuallyHidden>{t('hero.topicsSummary')}</VisuallyHidden>
      <Typography aria-hidden="true" sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
        {t('hero.askAbout')}{' '}
        <Box
          component="span"
          key={topic}
          sx={{
            color: 'primary.main',
            display: 'inline-block',
            '@keyframes topic-in': {
              from: { opacity: 0, transform: 'translateY(0.4em)' },
              to: { opacity: 1, transform: 'none' },
            },
            animation: 'topic-in 400ms ease-out',
          }}
        >
          {t(`hero.topics.${topic}`)}
        </Box>
      </Typography>
      <IconButton
        size="small"
        aria-label={userPaused ? t('hero.resume') : t('hero.pause')}
        onClick={() => setUserPaused((paused) => !paused)}
      >
        {userPaused ? <PlayArrowIcon fontSize="small" /> : <PauseIcon fontSize="small" />}
      </IconButton>
    </Box>
  );
}

import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type FocusEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRotation } from '../hooks/use-rotation';

// Illustrations of what Pintar answers, labelled as examples: there are no customer quotes to show.
const EXAMPLES = ['commute', 'weather', 'hospital'] as const;
// Longer than the hero's 5 s: each slide has two sentences to read.
const ROTATION_MS = 8000;

const LABEL_SX = { color: 'text.secondary', fontWeight: 700, letterSpacing: '0.08em' } as const;

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
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-labelledby="examples-heading"
      onMouseEnter={() => setInteracting(true)}
      onMouseLeave={() => setInteracting(false)}
      onFocus={() => setInteracting(true)}
      onBlur={onBlur}
      sx={{ py: 8, bgcolor: 'action.hover' }}
    >
      <Container maxWidth="md">
        <Typography id="examples-heading" component="h2" variant="h4" sx={{ fontWeight: 700 }}>
          {t('examples.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1 }}>{t('examples.subtitle')}</Typography>

        {/* Announce slide changes only when the user caused them, not on every automatic turn. */}
        <Box aria-live={paused ? 'polite' : 'off'} sx={{ mt: 4 }}>
          <Paper
            role="group"
            aria-roledescription="slide"
            aria-label={t('examples.slide', { current: index + 1, total })}
            variant="outlined"
            sx={{ p: { xs: 3, md: 4 }, minHeight: 220 }}
          >
            <Typography variant="overline" component="p" sx={LABEL_SX}>
              {t('examples.question')} · {t(`examples.${example}.who`)}
            </Typography>
            <Typography sx={{ fontSize: '1.25rem', fontWeight: 600, mt: 0.5 }}>
              “{t(`examples.${example}.question`)}”
            </Typography>
            <Typography variant="overline" component="p" sx={{ ...LABEL_SX, mt: 3 }}>
              {t('examples.answer')}
            </Typography>
            <Typography sx={{ mt: 0.5 }}>{t(`examples.${example}.answer`)}</Typography>
          </Paper>
        </Box>

        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1, mt: 2 }}>
          {!reducedMotion && (
            <IconButton
              aria-label={userPaused ? t('examples.play') : t('examples.pause')}
              onClick={() => setUserPaused((value) => !value)}
            >
              {userPaused ? <PlayArrowIcon /> : <PauseIcon />}
            </IconButton>
          )}
          {EXAMPLES.map((id, i) => (
            <IconButton
              key={id}
              aria-label={t('examples.show', { current: i + 1, total })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => setIndex(i)}
              sx={{ p: 1.25 }}
            >
              <Box
                sx={{
                  width: 12,
                  height: 12,
                  borderRadius: '50%',
                  border: 2,
                  borderColor: 'primary.main',
                  bgcolor: i === index ? 'primary.main' : 'transparent',
                }}
              />
            </IconButton>
          ))}
        </Box>
      </Container>
    </Box>
  );
}

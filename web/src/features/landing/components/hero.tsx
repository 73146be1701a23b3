import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { RotatingTopic } from './rotating-topic';

// Scroll-driven fade and lift, done by the browser's compositor (CSS scroll timelines): no scroll
// listener, no re-render. Browsers without support simply show a static hero.
const SCROLL_EFFECT_SX = {
  '@keyframes hero-scroll': {
    to: { opacity: 0.3, transform: 'translateY(-48px) scale(0.97)' },
  },
  '@supports (animation-timeline: scroll())': {
    animation: 'hero-scroll linear both',
    animationTimeline: 'scroll(root)',
    animationRange: '0 70vh',
  },
} as const;

export function Hero({ reducedMotion }: { reducedMotion: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      aria-labelledby="landing-heading"
      sx={(theme) => ({
        py: { xs: 8, md: 14 },
        textAlign: 'center',
        background: `radial-gradient(ellipse at top, ${theme.palette.primary.main}22, transparent 65%)`,
      })}
    >
      <Container maxWidth="md" sx={reducedMotion ? undefined : SCROLL_EFFECT_SX}>
        <Typography
          id="landing-heading"
          data-testid="landing-heading"
          component="h1"
          variant="h2"
          sx={{ fontWeight: 800, letterSpacing: '-0.02em', fontSize: { xs: '2.25rem', md: '3.5rem' } }}
        >
          {t('hero.title')}
        </Typography>
        <Typography sx={{ mt: 3, fontSize: '1.125rem', color: 'text.secondary' }}>
          {t('hero.subtitle')}
        </Typography>
        <Box sx={{ mt: 4 }}>
          <RotatingTopic reducedMotion={reducedMotion} />
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 5, justifyContent: 'center' }}>
          <Button component={RouterLink} to="/contact" variant="contained" size="large">
            {t('hero.contact')}
          </Button>
          <Button component={RouterLink} to="/#features" variant="outlined" size="large">
            {t('hero.explore')}
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}

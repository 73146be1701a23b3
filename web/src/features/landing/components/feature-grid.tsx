import DashboardIcon from '@mui/icons-material/Dashboard';
import DirectionsIcon from '@mui/icons-material/Directions';
import DirectionsTransitIcon from '@mui/icons-material/DirectionsTransit';
import ForumIcon from '@mui/icons-material/Forum';
import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import PlaceIcon from '@mui/icons-material/Place';
import WbSunnyIcon from '@mui/icons-material/WbSunny';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type FeatureId = 'chat' | 'places' | 'routes' | 'transit' | 'weather' | 'emergency' | 'admin';

const FEATURES: ReadonlyArray<{ id: FeatureId; icon: ReactNode }> = [
  { id: 'chat', icon: <ForumIcon /> },
  { id: 'places', icon: <PlaceIcon /> },
  { id: 'routes', icon: <DirectionsIcon /> },
  { id: 'transit', icon: <DirectionsTransitIcon /> },
  { id: 'weather', icon: <WbSunnyIcon /> },
  { id: 'emergency', icon: <LocalHospitalIcon /> },
  { id: 'admin', icon: <DashboardIcon /> },
];

export function FeatureGrid() {
  const { t } = useTranslation();
  return (
    <Box component="section" id="features" aria-labelledby="features-heading" sx={{ py: 8, outline: 'none' }}>
      <Container maxWidth="lg">
        <Typography id="features-heading" component="h2" variant="h4" sx={{ fontWeight: 700 }}>
          {t('features.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1 }}>{t('features.subtitle')}</Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            mt: 4,
            gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
          }}
        >
          {FEATURES.map(({ id, icon }) => (
            <Paper key={id} variant="outlined" sx={{ p: 3 }}>
              <Box
                aria-hidden="true"
                sx={{
                  display: 'inline-flex',
                  p: 1,
                  borderRadius: 2,
                  color: 'primary.main',
                  bgcolor: 'action.hover',
                }}
              >
                {icon}
              </Box>
              <Typography component="h3" variant="h6" sx={{ mt: 2, fontWeight: 700 }}>
                {t(`features.${id}.title`)}
              </Typography>
              <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
                {t(`features.${id}.body`)}
              </Typography>
            </Paper>
          ))}
        </Box>
      </Container>
    </Box>
  );
}

import DirectionsTransitIcon from '@mui/icons-material/DirectionsTransit';
import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import PaymentsIcon from '@mui/icons-material/Payments';
import PlaceIcon from '@mui/icons-material/Place';
import WbSunnyIcon from '@mui/icons-material/WbSunny';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const TOPICS = [
  { id: 'gettingAround', icon: <DirectionsTransitIcon /> },
  { id: 'weather', icon: <WbSunnyIcon /> },
  { id: 'placesNearMe', icon: <PlaceIcon /> },
  { id: 'emergencies', icon: <LocalHospitalIcon /> },
  { id: 'costs', icon: <PaymentsIcon /> },
] as const satisfies ReadonlyArray<{ id: string; icon: ReactNode }>;

/** A new chat: a greeting in the interface language and starter prompts that send on click. */
export function WelcomeScreen({ name, onPrompt }: { name?: string; onPrompt: (text: string) => void }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ maxWidth: 820, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, md: 6 }, width: '100%' }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, overflowWrap: 'anywhere' }}>
        {name ? t('chat.welcome.greeting', { name }) : t('chat.welcome.guestGreeting')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1 }}>{t('chat.welcome.subtitle')}</Typography>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mt: 4, mb: 1.5 }}>
        {t('chat.welcome.topics')}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        }}
      >
        {TOPICS.map(({ id, icon }) => {
          const prompt = t(`chat.welcome.prompts.${id}`);
          return (
            <li key={id}>
              <ButtonBase
                onClick={() => onPrompt(prompt)}
                sx={{
                  width: '100%',
                  textAlign: 'left',
                  justifyContent: 'flex-start',
                  gap: 1.5,
                  p: 2,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 2,
                  '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
                }}
              >
                <Box sx={{ color: 'primary.main', display: 'flex' }} aria-hidden>
                  {icon}
                </Box>
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 700 }}>
                    {t(`chat.welcome.${id}`)}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {prompt}
                  </Typography>
                </Box>
              </ButtonBase>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}

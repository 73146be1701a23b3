import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SiteLink } from '../../../components/site-link';

// The pages the spec links from the profile.
const LINKS = [
  { id: 'dashboard', to: '/dashboard', available: true },
  { id: 'chatHistory', to: '/chat-history', available: true },
  { id: 'settings', to: '/settings', available: true },
  { id: 'favorites', to: '/favorites', available: true },
] as const;

export function ProfileLinks() {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" component="nav" aria-labelledby="profile-links" sx={{ p: { xs: 3, sm: 4 } }}>
      <Typography id="profile-links" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('profile.links.title')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'grid', gap: 1.5 }}>
        {LINKS.map((link) => (
          <li key={link.id}>
            <SiteLink label={t(`profile.links.${link.id}`)} to={link.to} available={link.available} />
          </li>
        ))}
      </Box>
    </Paper>
  );
}

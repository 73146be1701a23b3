import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useStagedParts } from '../../../hooks/use-staged-parts';
import { useAuth } from '../../../lib/auth-context';
import { ChangePasswordForm } from './change-password-form';
import { ProfileCard } from './profile-card';
import { ProfileLinks } from './profile-links';
import { ProfileStats } from './profile-stats';
import { SignOutButton } from './sign-out-button';

export function ProfilePage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  // The card fills a phone's first screen; the other three parts follow one commit each (shorter
  // tasks than one commit of the whole page).
  const shown = useStagedParts(4);
  // The route is guarded; without a user the guard is already on its way to /login.
  if (!user) return null;
  const parts = [
    <ProfileCard key="card" user={user} />,
    <ProfileStats key="stats" user={user} />,
    <ProfileLinks key="links" />,
    <ChangePasswordForm key="password" />,
  ];
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 4 }}>
        <Typography component="h1" variant="h3" sx={{ fontWeight: 800 }}>
          {t('profile.title')}
        </Typography>
        <SignOutButton />
      </Box>
      <Stack spacing={3}>{parts.slice(0, shown)}</Stack>
    </Container>
  );
}

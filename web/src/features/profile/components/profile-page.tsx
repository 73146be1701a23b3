import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth-context';
import { ChangePasswordForm } from './change-password-form';
import { ProfileCard } from './profile-card';
import { ProfileLinks } from './profile-links';
import { ProfileStats } from './profile-stats';
import { SignOutButton } from './sign-out-button';

export function ProfilePage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  // The route is guarded; without a user the guard is already on its way to /login.
  if (!user) return null;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 4 }}>
        <Typography component="h1" variant="h3" sx={{ fontWeight: 800 }}>
          {t('profile.title')}
        </Typography>
        <SignOutButton />
      </Box>
      <Stack spacing={3}>
        <ProfileCard user={user} />
        <ProfileStats user={user} />
        <ProfileLinks />
        <ChangePasswordForm />
      </Stack>
    </Container>
  );
}

import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import { useTranslation } from 'react-i18next';
import { GOOGLE_START_URL, useAuthProviders } from '../api/get-providers';

/** "Continue with Google", shown only when the server has an OpenID Connect client configured. */
export function GoogleSignIn() {
  const { t } = useTranslation();
  const { google } = useAuthProviders();
  if (!google) return null;
  return (
    <>
      {/* A plain link: the flow leaves the app for Google and comes back through the server. */}
      <Button component="a" href={GOOGLE_START_URL} variant="outlined" size="large" fullWidth>
        {t('auth.continueWithGoogle')}
      </Button>
      <Divider sx={{ my: 3, color: 'text.secondary' }}>{t('auth.or')}</Divider>
    </>
  );
}

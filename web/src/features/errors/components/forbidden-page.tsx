import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../../lib/auth-context';
import { ErrorLayout } from './error-layout';
import { SUPPORT_EMAIL } from './server-error-page';

export type RoleName = 'guest' | 'user' | 'admin';
const LEVELS: RoleName[] = ['guest', 'user', 'admin'];

/** 403 'Access Forbidden': the visitor's role against the one the page needs. */
export function ForbiddenPage({ required = 'admin' }: { required?: RoleName }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [showLevels, setShowLevels] = useState(false);
  const current: RoleName = !user ? 'guest' : user.role === 'admin' ? 'admin' : 'user';
  const mail = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Access Request')}&body=${encodeURIComponent(
    `${window.location.href}\n${user?.email ?? ''}`,
  )}`;
  return (
    <ErrorLayout code="403" title={t('errorPages.forbidden.title')} body={t('errorPages.forbidden.body')}>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, m: 0 }}>
        <Typography component="dt" sx={{ color: 'text.secondary' }}>
          {t('errorPages.forbidden.current')}
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontWeight: 700 }} data-testid="current-role">
          {t(`errorPages.roles.${current}.name`)}
        </Typography>
        <Typography component="dt" sx={{ color: 'text.secondary' }}>
          {t('errorPages.forbidden.required')}
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontWeight: 700 }} data-testid="required-role">
          {t(`errorPages.roles.${required}.name`)}
        </Typography>
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
        {!user && (
          <Button variant="contained" component={RouterLink} to="/login">
            {t('errorPages.forbidden.signIn')}
          </Button>
        )}
        <Button variant="outlined" component={RouterLink} to="/">
          {t('notFound.goHome')}
        </Button>
        <Button variant="outlined" href={mail}>
          {t('errorPages.forbidden.requestAccess')}
        </Button>
        <Button aria-expanded={showLevels} onClick={() => setShowLevels((s) => !s)}>
          {t('errorPages.forbidden.levels')}
        </Button>
      </Stack>
      <Collapse in={showLevels}>
        <Box component="ul" sx={{ textAlign: 'left', m: 0 }}>
          {LEVELS.map((level) => (
            <li key={level}>
              <strong>{t(`errorPages.roles.${level}.name`)}</strong>: {t(`errorPages.roles.${level}.can`)}
            </li>
          ))}
        </Box>
      </Collapse>
    </ErrorLayout>
  );
}

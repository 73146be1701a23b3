import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import HomeIcon from '@mui/icons-material/Home';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { GO_HOME_DELAY_MS, SHORTCUTS_DELAY_MS } from '../error-rules';
import { useAfter } from '../hooks/use-delay';
import { ErrorLayout } from './error-layout';

const SHORTCUTS = [
  { id: 'chat', to: '/' },
  { id: 'transport', to: '/?q=transport' },
  { id: 'weather', to: '/?q=weather' },
] as const;

/** True when the router recorded an earlier entry of this app in this tab's history. */
function hasInAppHistory(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && Number(state.idx) > 0;
}

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const showShortcuts = useAfter(SHORTCUTS_DELAY_MS);
  const goHome = () => {
    setLeaving(true);
    window.setTimeout(() => navigate('/'), GO_HOME_DELAY_MS);
  };
  return (
    <ErrorLayout code="404" title={t('notFound.title')} body={t('notFound.body')}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        <Button variant="contained" startIcon={<HomeIcon />} onClick={goHome} disabled={leaving}>
          {leaving ? t('errorPages.goingHome') : t('notFound.goHome')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<ArrowBackIcon />}
          onClick={() => (hasInAppHistory() ? navigate(-1) : navigate('/'))}
        >
          {t('notFound.goBack')}
        </Button>
      </Stack>
      {showShortcuts && (
        <Box
          component="nav"
          aria-label={t('errorPages.shortcuts')}
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}
        >
          {SHORTCUTS.map((s) => (
            <Card key={s.id} variant="outlined">
              <CardActionArea component={RouterLink} to={s.to} sx={{ p: 2, textAlign: 'left' }}>
                <Typography sx={{ fontWeight: 700 }}>{t(`errorPages.shortcut.${s.id}.title`)}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t(`errorPages.shortcut.${s.id}.body`)}
                </Typography>
              </CardActionArea>
            </Card>
          ))}
        </Box>
      )}
    </ErrorLayout>
  );
}

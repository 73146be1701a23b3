import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useStagedParts } from '../../../hooks/use-staged-parts';
import { useSettingsForm } from '../hooks/use-settings-form';
import { DataManagement } from './data-management';
import { useSettingsSections } from './settings-sections';

const MENU = ['appearance', 'notifications', 'privacy', 'performance', 'preferences', 'data'] as const;

export function SettingsPage() {
  const { t } = useTranslation();
  const { draft, change, save, saving, reset, message, isAdmin, replaceDraft } = useSettingsForm();
  const parts = [
    ...useSettingsSections({ draft, change, isAdmin }),
    <DataManagement key="data" isAdmin={isAdmin} onSettings={replaceDraft} />,
  ];
  // Two sections fill a phone's first screen; the rest follow one commit each.
  const shown = useStagedParts(parts.length, 2);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Link component={RouterLink} to="/profile">
        {t('settings.back')}
      </Link>
      <Typography component="h1" variant="h3" sx={{ fontWeight: 800, my: 2 }}>
        {t('settings.title')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '220px minmax(0, 1fr)' },
        }}
      >
        <Box
          component="nav"
          aria-label={t('settings.menu')}
          sx={{ position: { md: 'sticky' }, top: { md: 80 }, alignSelf: 'start' }}
        >
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'flex',
              flexWrap: 'wrap',
              flexDirection: { md: 'column' },
              gap: 1,
            }}
          >
            {MENU.map((id) => (
              <li key={id}>
                <Link href={`#${id}`} underline="hover">
                  {t(`settings.sections.${id}`)}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          {parts.slice(0, shown)}
          <Paper
            variant="outlined"
            sx={{
              p: 2,
              position: 'sticky',
              bottom: 8,
              display: 'flex',
              flexWrap: 'wrap',
              gap: 1,
              alignItems: 'center',
            }}
          >
            <Button variant="contained" onClick={() => void save()} disabled={saving}>
              {saving ? t('settings.saving') : t('settings.save')}
            </Button>
            <Button variant="outlined" onClick={reset} disabled={saving}>
              {t('settings.reset')}
            </Button>
            {message && (
              <Alert
                severity={message.kind === 'saved' ? 'success' : 'error'}
                role="status"
                sx={{ flex: '1 1 240px' }}
              >
                {t(`settings.message.${message.kind}`)}
              </Alert>
            )}
          </Paper>
        </Box>
      </Box>
    </Container>
  );
}

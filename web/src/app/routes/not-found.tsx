import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import HomeIcon from '@mui/icons-material/Home';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** True when the router recorded an earlier entry of this app in this tab's history. */
function hasInAppHistory(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && Number(state.idx) > 0;
}

export function NotFoundRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t('notFound.pageTitle'));
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <meta name="robots" content="noindex" />
      <Typography
        component="p"
        sx={{ fontSize: '4rem', fontWeight: 800, color: 'primary.main' }}
        aria-hidden="true"
      >
        404
      </Typography>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {t('notFound.title')}
      </Typography>
      <Typography sx={{ mt: 2, color: 'text.secondary' }}>{t('notFound.body')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4, justifyContent: 'center' }}>
        <Button component={RouterLink} to="/" variant="contained" startIcon={<HomeIcon />}>
          {t('notFound.goHome')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<ArrowBackIcon />}
          onClick={() => (hasInAppHistory() ? navigate(-1) : navigate('/'))}
        >
          {t('notFound.goBack')}
        </Button>
      </Stack>
    </Container>
  );
}

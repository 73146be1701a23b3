import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SiteLink } from '../../../components/site-link';

export function CallToAction() {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="cta-heading" sx={{ py: 10, textAlign: 'center' }}>
      <Container maxWidth="md">
        <Typography id="cta-heading" component="h2" variant="h4" sx={{ fontWeight: 700 }}>
          {t('cta.title')}
        </Typography>
        <Typography sx={{ mt: 2, color: 'text.secondary' }}>{t('cta.body')}</Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ mt: 4, justifyContent: 'center', alignItems: 'center' }}
        >
          <Button component={RouterLink} to="/contact" variant="contained" size="large">
            {t('cta.contact')}
          </Button>
          <SiteLink label={t('cta.demo')} to="/demo" available variant="button" />
          <SiteLink label={t('cta.getStarted')} to="/signup" available variant="button" />
        </Stack>
      </Container>
    </Box>
  );
}

import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useDocumentTitle(t('error.title'));
  useEffect(() => console.error(error), [error]);
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {t('error.title')}
      </Typography>
      <Typography sx={{ mt: 2, color: 'text.secondary' }}>{t('error.body')}</Typography>
      <Button variant="contained" sx={{ mt: 4 }} onClick={() => window.location.reload()}>
        {t('error.refresh')}
      </Button>
    </Container>
  );
}

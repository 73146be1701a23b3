import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ProductPage } from './product-layout';

const INCLUDED = ['chat', 'languages', 'city', 'history', 'favourites', 'api'] as const;

/** One free plan and "contact us": no invented prices (DECISIONS). */
export function PricingPage() {
  const { t } = useTranslation();
  return (
    <ProductPage title={t('product.pricing.title')} intro={t('product.pricing.intro')}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <Paper variant="outlined" component="section" aria-labelledby="plan-free" sx={{ p: 3, flex: 1 }}>
          <Typography id="plan-free" component="h2" variant="h5" sx={{ fontWeight: 800 }}>
            {t('product.pricing.free.title')}
          </Typography>
          <Typography sx={{ my: 1 }}>{t('product.pricing.free.price')}</Typography>
          <ul>
            {INCLUDED.map((id) => (
              <li key={id}>{t(`product.pricing.free.included.${id}`)}</li>
            ))}
          </ul>
          <Button component={RouterLink} to="/signup" variant="contained">
            {t('product.pricing.free.action')}
          </Button>
        </Paper>
        <Paper variant="outlined" component="section" aria-labelledby="plan-contact" sx={{ p: 3, flex: 1 }}>
          <Typography id="plan-contact" component="h2" variant="h5" sx={{ fontWeight: 800 }}>
            {t('product.pricing.contact.title')}
          </Typography>
          <Typography sx={{ my: 1 }}>{t('product.pricing.contact.body')}</Typography>
          <Button component={RouterLink} to="/contact" variant="outlined">
            {t('product.pricing.contact.action')}
          </Button>
        </Paper>
      </Stack>
    </ProductPage>
  );
}

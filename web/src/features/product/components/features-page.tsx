import { useTranslation } from 'react-i18next';
import { OfferGrid, ProductPage } from './product-layout';

// What works today, each with the way to try it (DECISIONS: "claims only what works").
const FEATURES = [
  { id: 'chat', to: '/demo' },
  { id: 'weather', to: '/?q=weather' },
  { id: 'transit', to: '/?q=transport' },
  { id: 'routes', to: '/?q=route' },
  { id: 'places', to: '/?q=places' },
  { id: 'help', to: '/help' },
  { id: 'history', to: '/chat-history' },
  { id: 'favourites', to: '/favorites' },
  { id: 'developers', to: '/docs' },
] as const;

export function FeaturesPage() {
  const { t } = useTranslation();
  return (
    <ProductPage title={t('product.features.title')} intro={t('product.features.intro')}>
      <OfferGrid
        offers={FEATURES.map((f) => ({
          id: f.id,
          title: t(`product.features.items.${f.id}.title`),
          body: t(`product.features.items.${f.id}.body`),
          action: { label: t('product.tryIt'), to: f.to },
        }))}
      />
    </ProductPage>
  );
}

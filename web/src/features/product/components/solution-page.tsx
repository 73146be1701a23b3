import { useTranslation } from 'react-i18next';
import { OfferGrid, ProductPage } from './product-layout';

export const SOLUTIONS = {
  'digital-planning': [
    { id: 'events', to: '/docs' },
    { id: 'api', to: '/docs' },
    { id: 'transit', to: '/?q=transport' },
  ],
  tourism: [
    { id: 'languages', to: '/demo' },
    { id: 'places', to: '/?q=places' },
    { id: 'routes', to: '/?q=route' },
  ],
  analytics: [
    { id: 'stream', to: '/docs' },
    { id: 'usage', to: '/docs' },
    { id: 'open', to: '/contact' },
  ],
} as const;

export type SolutionId = keyof typeof SOLUTIONS;

/** What Pintar offers one audience, each point linking to where it can be seen. */
export function SolutionPage({ id }: { id: SolutionId }) {
  const { t } = useTranslation();
  return (
    <ProductPage title={t(`product.solutions.${id}.title`)} intro={t(`product.solutions.${id}.intro`)}>
      <OfferGrid
        offers={SOLUTIONS[id].map((o) => ({
          id: o.id,
          title: t(
            `product.solutions.${id}.items.${o.id}.title` as 'product.solutions.tourism.items.places.title',
          ),
          body: t(
            `product.solutions.${id}.items.${o.id}.body` as 'product.solutions.tourism.items.places.body',
          ),
          action: { label: t('product.learnMore'), to: o.to },
        }))}
      />
    </ProductPage>
  );
}

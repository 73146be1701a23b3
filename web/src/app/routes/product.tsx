import { useTranslation } from 'react-i18next';
import { FeaturesPage } from '../../features/product/components/features-page';
import { PricingPage } from '../../features/product/components/pricing-page';
import { type SolutionId, SolutionPage } from '../../features/product/components/solution-page';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function FeaturesRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('product.features.pageTitle'));
  return <FeaturesPage />;
}

export function PricingRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('product.pricing.pageTitle'));
  return <PricingPage />;
}

function solutionRoute(id: SolutionId) {
  return function SolutionRoute() {
    const { t } = useTranslation();
    useDocumentTitle(t(`product.solutions.${id}.pageTitle`));
    return <SolutionPage id={id} />;
  };
}

export const DigitalPlanningRoute = solutionRoute('digital-planning');
export const TourismRoute = solutionRoute('tourism');
export const AnalyticsRoute = solutionRoute('analytics');

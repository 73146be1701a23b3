import { CallToAction } from '../../features/landing/components/call-to-action';
import { ExampleConversations } from '../../features/landing/components/example-conversations';
import { FeatureGrid } from '../../features/landing/components/feature-grid';
import { Hero } from '../../features/landing/components/hero';
import { useHashScroll } from '../../features/landing/hooks/use-hash-scroll';
import { LiveFigures } from '../../features/system-status/components/live-figures';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useReducedMotion } from '../../hooks/use-reduced-motion';
import '../../features/landing/landing.css';

/** The public landing page, composed from the landing and system-status features. */
export function LandingRoute() {
  const reducedMotion = useReducedMotion();
  useDocumentTitle();
  useHashScroll(reducedMotion);
  return (
    <>
      <Hero reducedMotion={reducedMotion} />
      <FeatureGrid />
      <LiveFigures />
      <ExampleConversations reducedMotion={reducedMotion} />
      <CallToAction />
    </>
  );
}

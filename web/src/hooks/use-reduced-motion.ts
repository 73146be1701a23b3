import { useMediaMatch } from '../components/layout/use-shell-media';
import { useSettings } from '../lib/settings-store';

/** True when the OS asks for less motion or the user turned animations off in Pintar's settings. */
export function useReducedMotion(): boolean {
  const osPrefersReduced = useMediaMatch('(prefers-reduced-motion: reduce)');
  const { performance } = useSettings();
  return osPrefersReduced || !performance.animationsEnabled;
}

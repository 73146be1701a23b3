import useMediaQuery from '@mui/material/useMediaQuery';
import { useSettings } from '../lib/settings-store';

/** True when the OS asks for less motion or the user turned animations off in Pintar's settings. */
export function useReducedMotion(): boolean {
  const osPrefersReduced = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const { performance } = useSettings();
  return osPrefersReduced || !performance.animationsEnabled;
}

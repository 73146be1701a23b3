// The numbers every emergency answer gives, from the city's list of Malaysia's emergency lines:
// 999 for police, ambulance and fire, 994 for the fire and rescue service, 112 from a mobile.
import { EMERGENCY_NUMBERS } from '../../city/emergency/nearest.ts';

const numberOf = (pattern: RegExp) =>
  EMERGENCY_NUMBERS.find((n) => pattern.test(n.service))?.number ?? EMERGENCY_NUMBERS[0]!.number;

export const EMERGENCY_LINES = {
  number: numberOf(/MERS/),
  fire: numberOf(/^Fire and rescue/),
  mobile: numberOf(/mobile/),
};

/** Where the numbers come from, as the answer's source: every figure said is traceable. */
export const EMERGENCY_SOURCE = {
  name: `Malaysia's emergency numbers: ${EMERGENCY_NUMBERS.map((n) => `${n.number} (${n.service})`).join('; ')}`,
  kind: 'dataset' as const,
};

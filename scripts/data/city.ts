// The city a place is listed under.
import { pointInRing, type Ring } from './geo.ts';
import { canonicalState, type CanonicalState } from './states.ts';

/**
 * Cyberjaya is neither a state nor a district (it lies in Sepang, Selangor), so it is
 * recognised by its area: Dengkil lies south of 2.885, the Putra Perdana housing estates
 * (Puchong) in the north-west corner that is cut out, Putrajaya east (excluded by state).
 * Checked against the places of the data: see data/places/README.md.
 */
export const CYBERJAYA_AREA: Ring = [
  [101.618, 2.885],
  [101.676, 2.885],
  [101.676, 2.955],
  [101.626, 2.955],
  [101.626, 2.936],
  [101.618, 2.936],
  [101.618, 2.885],
];

export interface CityInput {
  lat: number;
  lng: number;
  state: CanonicalState;
  district: string;
  /** addr:city or the like, as the source spells it. */
  sourceCity?: string | undefined;
}

export function isInCyberjaya(lat: number, lng: number, state: CanonicalState): boolean {
  return state === 'Selangor' && pointInRing(lng, lat, CYBERJAYA_AREA);
}

export function cityFor({ lat, lng, state, district, sourceCity }: CityInput): string {
  if (isInCyberjaya(lat, lng, state)) return 'Cyberjaya';
  if (state === 'Putrajaya' || state === 'Kuala Lumpur') return state;
  if (district === 'Johor Bahru') return 'Johor Bahru';
  return cleanSourceCity(sourceCity) ?? district;
}

/**
 * The source's city, tidied; null when it is blank or names a state: addresses in Petaling
 * Jaya often say "Kuala Lumpur", which would misfile the place, and "Johor" is no city. Of
 * "Teluk Kemang, Port Dickson" or "Alor Setar, Kedah" the first part is the city.
 */
export function cleanSourceCity(city: string | undefined): string | null {
  const first = (city ?? '').split(',')[0]!.replace(/\s+/g, ' ').trim();
  if (!first || canonicalState(first)) return null;
  return first === first.toUpperCase() ? titleCase(first) : first;
}

function titleCase(text: string): string {
  return text.toLowerCase().replace(/(^|[^\p{L}])(\p{L})/gu, (_, gap: string, letter: string) => gap + letter.toUpperCase());
}

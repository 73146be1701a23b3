// The fixed vocabularies of places (docs/places.md): categories, states, statuses, sources, the
// bounds of Malaysia and the columns of place files.
import { normalizeTerm } from '../shared/tokenize.ts';

export {
  MALAYSIA_BOUNDS,
  MALAYSIAN_STATES,
  type MalaysianState,
  PLACE_CATEGORIES,
  PLACE_SOURCES,
  PLACE_STATUSES,
  type PlaceCategory,
  type PlaceSource,
  type PlaceStatus,
} from '@pintar/contracts/places';
import { MALAYSIA_BOUNDS, MALAYSIAN_STATES, type MalaysianState } from '@pintar/contracts/places';

export const isInMalaysia = (lat: number, lng: number): boolean =>
  lat >= MALAYSIA_BOUNDS.minLat &&
  lat <= MALAYSIA_BOUNDS.maxLat &&
  lng >= MALAYSIA_BOUNDS.minLng &&
  lng <= MALAYSIA_BOUNDS.maxLng;

/** The columns of the CSV template and export, in order. */
export const PLACE_CSV_COLUMNS = [
  'name',
  'category',
  'types',
  'status',
  'address',
  'district',
  'city',
  'state',
  'postcode',
  'lat',
  'lng',
  'phone',
  'website',
  'rating',
  'price_level',
  'opening_hours',
  'source',
  'source_id',
  // Issue 29, after the older columns so files written before them still line up.
  'source_name',
  'source_date',
  'licence',
  'emergency_department',
  'beds',
] as const;
export type PlaceColumn = (typeof PLACE_CSV_COLUMNS)[number];

/** A file without one of these cannot hold a single valid place. */
export const REQUIRED_PLACE_COLUMNS = ['name', 'city', 'state', 'lat', 'lng'] as const;

// Keys are in the form stateKey() gives: lower case, punctuation as spaces, federal-territory
// prefixes removed. Royal titles ("Darul Takzim") are how some addresses write the state.
const STATE_ALIASES: Record<string, MalaysianState> = {
  johore: 'Johor',
  'johor darul takzim': 'Johor',
  'johor darul ta zim': 'Johor',
  'kedah darul aman': 'Kedah',
  'kelantan darul naim': 'Kelantan',
  kl: 'Kuala Lumpur',
  malacca: 'Melaka',
  'melaka bandaraya bersejarah': 'Melaka',
  'n sembilan': 'Negeri Sembilan',
  n9: 'Negeri Sembilan',
  'negri sembilan': 'Negeri Sembilan',
  'negeri sembilan darul khusus': 'Negeri Sembilan',
  'pahang darul makmur': 'Pahang',
  'perak darul ridzuan': 'Perak',
  'perlis indera kayangan': 'Perlis',
  penang: 'Pulau Pinang',
  pinang: 'Pulau Pinang',
  'p pinang': 'Pulau Pinang',
  'selangor darul ehsan': 'Selangor',
  trengganu: 'Terengganu',
  'terengganu darul iman': 'Terengganu',
};

const FEDERAL_TERRITORY_PREFIX = /^(wilayah persekutuan|federal territory of|federal territory|w p|wp|ft) /;

function stateKey(input: string): string {
  return input
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(FEDERAL_TERRITORY_PREFIX, '');
}

const STATES_BY_KEY = new Map<string, MalaysianState>([
  ...MALAYSIAN_STATES.map((state) => [stateKey(state), state] as const),
  ...Object.entries(STATE_ALIASES),
]);

/** The canonical name of a state however it is spelled ("W.P. Kuala Lumpur", "Penang"), or null. */
export function canonicalState(input: string): MalaysianState | null {
  return STATES_BY_KEY.get(stateKey(input)) ?? null;
}

/**
 * The key two place names share when they name the same place: case, Latin diacritics,
 * `&`/"and" and punctuation differ between sources ("Klinik Pergigian Dr. Lim & Rakan" and
 * "KLINIK PERGIGIAN DR LIM AND RAKAN"). Letters of every script are kept, and so are Indic vowel
 * signs, so Chinese or Tamil names never collapse to the same empty key.
 */
export function normaliseName(name: string): string {
  return normalizeTerm(name.normalize('NFKC').replace(/&/g, ' and '))
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, ' ')
    .trim();
}

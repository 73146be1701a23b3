// The 16 canonical state names of docs/places.md and the spellings other sources use for them.
export const CANONICAL_STATES = [
  'Johor',
  'Kedah',
  'Kelantan',
  'Kuala Lumpur',
  'Labuan',
  'Melaka',
  'Negeri Sembilan',
  'Pahang',
  'Perak',
  'Perlis',
  'Pulau Pinang',
  'Putrajaya',
  'Sabah',
  'Sarawak',
  'Selangor',
  'Terengganu',
] as const;

export type CanonicalState = (typeof CANONICAL_STATES)[number];

const ALIASES: Record<string, CanonicalState> = {
  johore: 'Johor',
  kl: 'Kuala Lumpur',
  'wp kuala lumpur': 'Kuala Lumpur',
  'wilayah persekutuan kuala lumpur': 'Kuala Lumpur',
  'federal territory of kuala lumpur': 'Kuala Lumpur',
  'wp labuan': 'Labuan',
  'wilayah persekutuan labuan': 'Labuan',
  'federal territory of labuan': 'Labuan',
  malacca: 'Melaka',
  'n sembilan': 'Negeri Sembilan',
  'negri sembilan': 'Negeri Sembilan',
  penang: 'Pulau Pinang',
  pinang: 'Pulau Pinang',
  'wp putrajaya': 'Putrajaya',
  'wilayah persekutuan putrajaya': 'Putrajaya',
  'federal territory of putrajaya': 'Putrajaya',
};

/** "W.P. Kuala Lumpur", "WP Kuala Lumpur" and "w p kuala lumpur" share one key. */
function aliasKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/\./g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\b([a-z]) (?=[a-z]\b)/g, '$1');
}

const BY_KEY = new Map<string, CanonicalState>([
  ...CANONICAL_STATES.map((state) => [aliasKey(state), state] as const),
  ...Object.entries(ALIASES),
]);

/** The canonical name for a state spelling, or null when the name is no Malaysian state. */
export function canonicalState(name: string): CanonicalState | null {
  return BY_KEY.get(aliasKey(name)) ?? null;
}

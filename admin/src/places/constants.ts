// Fixed vocabularies and limits of places (docs/places.md; admin-side.md §9).

/** Place list page size (admin-side.md §9). */
export const PLACES_PER_PAGE = 50;

export const CATEGORIES = [
  'hospital',
  'clinic',
  'pharmacy',
  'dentist',
  'school',
  'university',
  'college',
  'supermarket',
  'mall',
  'rail_station',
  'bus_stop',
  'bank',
  'village',
  'restaurant',
  'cafe',
  'hotel',
  'attraction',
  'park',
  'police',
  'fire_station',
  'government',
  'mosque',
  'petrol_station',
  'other',
] as const;
export type Category = (typeof CATEGORIES)[number];

/** The 16 states and federal territories, in their canonical names. */
export const STATES = [
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
export type PlaceState = (typeof STATES)[number];

export const STATUSES = ['active', 'inactive'] as const;

/** The box the API accepts as "in Malaysia". */
export const MALAYSIA_BOUNDS = { minLat: 0.5, maxLat: 7.6, minLng: 99.0, maxLng: 119.6 } as const;

/** Where the map opens when a place has no point yet: the whole of Malaysia. */
export const MALAYSIA_VIEW = { center: { lat: 4.2, lng: 109.0 }, zoom: 5 } as const;

export const LIMITS = {
  name: 200,
  address: 300,
  district: 100,
  city: 100,
  phone: 40,
  website: 300,
  opening_hours: 200,
  types: 10,
  type: 50,
} as const;

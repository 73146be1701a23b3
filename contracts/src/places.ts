// The fixed vocabularies and limits of places (docs/places.md), shared by the server's checks
// and the admin's forms so the two never disagree. Pure data.

export const PLACE_CATEGORIES = [
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
  // Issue 29: the places people ask for. No source gives food courts, so there is no such category.
  'fast_food',
  'atm',
  'convenience',
  'city',
  'town',
  'district',
  'neighbourhood',
  'other',
] as const;
export type PlaceCategory = (typeof PLACE_CATEGORIES)[number];

export const MALAYSIAN_STATES = [
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
export type MalaysianState = (typeof MALAYSIAN_STATES)[number];

export const PLACE_STATUSES = ['active', 'inactive'] as const;
export type PlaceStatus = (typeof PLACE_STATUSES)[number];

// `moh`: the Ministry of Health's facility list; `geoboundaries`: district places made from the
// district boundaries; `csc`: the countries-states-cities database's towns (data/ATTRIBUTION.md).
export const PLACE_SOURCES = ['osm', 'gtfs', 'moh', 'geoboundaries', 'csc', 'admin', 'import'] as const;
export type PlaceSource = (typeof PLACE_SOURCES)[number];

/** Inclusive; a place outside this box is refused with "Location must be in Malaysia". */
export const MALAYSIA_BOUNDS = { minLat: 0.5, maxLat: 7.6, minLng: 99.0, maxLng: 119.6 } as const;

/** Lengths and counts the server enforces on place fields. */
export const PLACE_LIMITS = {
  name: 200,
  types: 10,
  type: 50,
  address: 300,
  district: 100,
  city: 100,
  phone: 40,
  website: 300,
  opening_hours: 200,
  source_id: 200,
  source_name: 100,
  licence: 100,
} as const;

// Nearest emergency help from the shipped places (docs/city.md "Emergency services").
import type { GeoPoint } from '../../ports/searchIndex.ts';
import type { FacilityKind, NearFacility } from './facilities.ts';
import type { Place } from '../../places/place.ts';
import {
  CIRCUITY_FACTOR,
  DRIVING_PACE_NOTE,
  estimatedRoadMeters,
  estimatedSeconds,
} from '../routing/estimate.ts';
import { PLACES_SOURCE } from '../geocode/reverse.ts';

export const EMERGENCY_NUMBERS = [
  { number: '999', service: 'Police, ambulance and fire and rescue (MERS 999)', note: 'from any phone' },
  {
    number: '994',
    service: 'Fire and rescue (Jabatan Bomba dan Penyelamat Malaysia)',
    note: 'the fire and rescue service directly, from any phone',
  },
  {
    number: '112',
    service: 'Emergency calls from mobile phones',
    note: 'from mobiles, also without credit; connects to 999',
  },
];

/** Why the card lists no police station, and whom to call instead. */
export const NO_POLICE_DATA =
  'Pintar has no police station data (no openly licensed list with locations was found): call 999 for the police';
/** Why the card lists no fire station, and whom to call instead. */
export const NO_FIRE_DATA =
  'Pintar has no fire station data (no openly licensed list with locations was found): call 994 or 999 for fire and rescue';

export interface EmergencyFacility {
  id: string;
  name: string;
  kind: 'hospital' | 'clinic';
  address: string | null;
  phone: string | null;
  location: GeoPoint;
  /** Straight-line distance in metres. */
  distance: number;
  /** Estimated driving time in seconds (straight line × circuity, no traffic). */
  duration: number;
  /** True only where the data tags an emergency department; null when the data does not say. */
  emergencyDepartment: true | null;
}

export interface EmergencyServices {
  location: GeoPoint;
  radiusMeters: number;
  hospitals: EmergencyFacility[];
  clinics: EmergencyFacility[];
  police: { available: false; note: string };
  fire: { available: false; note: string };
  emergencyNumbers: typeof EMERGENCY_NUMBERS;
  durationSource: string;
  source: string;
}

export interface EmergencyQuery {
  radiusMeters?: number;
  /** Per kind (hospitals with an emergency department and without are a kind each); default 5. */
  limit?: number;
}

/** Where the facilities come from: `EmergencyFacilities` (the catalogue) or a `FacilityGrid`. */
export interface FacilityFinder {
  nearest(
    point: GeoPoint,
    kind: FacilityKind,
    radiusMeters: number,
    limit: number,
    accept?: (place: Place) => boolean,
  ): NearFacility[] | Promise<NearFacility[]>;
}

/** Does a source say the place has an emergency department? (OpenStreetMap's tag or the field.) */
export const hasEmergencyDepartment = (place: Place): boolean =>
  place.emergency_department === true || (place.types ?? []).includes('emergency');

async function nearestOf(
  facilities: FacilityFinder,
  point: GeoPoint,
  category: FacilityKind,
  radiusMeters: number,
  limit: number,
  accept?: (place: Place) => boolean,
) {
  const results = await facilities.nearest(point, category, radiusMeters, limit, accept);
  return results.map((p): EmergencyFacility => {
    const road = estimatedRoadMeters({ origin: point, destination: p.location, waypoints: [] });
    return {
      id: p.id,
      name: p.name,
      kind: category,
      address: p.address ?? null,
      phone: p.phone ?? null,
      location: p.location,
      distance: p.distance_m,
      duration: Math.round(estimatedSeconds('driving', road)),
      emergencyDepartment: hasEmergencyDepartment(p) ? true : null,
    };
  });
}

/** Hospitals and clinics nearest a point, with 999, 994 and 112 always. */
export async function nearestEmergencyServices(
  facilities: FacilityFinder,
  point: GeoPoint,
  query: EmergencyQuery = {},
): Promise<EmergencyServices> {
  const radiusMeters = query.radiusMeters ?? 20_000;
  const limit = query.limit ?? 5;
  // The nearest hospitals a source says have an emergency department come first, even when
  // hospitals without one are nearer; then those others, nearest first.
  const [withDepartment, others, clinics] = await Promise.all([
    nearestOf(facilities, point, 'hospital', radiusMeters, limit, hasEmergencyDepartment),
    nearestOf(facilities, point, 'hospital', radiusMeters, limit, (p) => !hasEmergencyDepartment(p)),
    nearestOf(facilities, point, 'clinic', radiusMeters, limit),
  ]);
  const hospitals = [...withDepartment, ...others];
  return {
    location: point,
    radiusMeters,
    hospitals,
    clinics,
    police: { available: false, note: NO_POLICE_DATA },
    fire: { available: false, note: NO_FIRE_DATA },
    emergencyNumbers: EMERGENCY_NUMBERS,
    durationSource: `Estimated: straight-line distance × ${CIRCUITY_FACTOR} road circuity, ${DRIVING_PACE_NOTE}, no traffic`,
    source: PLACES_SOURCE,
  };
}

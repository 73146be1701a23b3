// Nearest emergency help from the shipped places (docs/city.md "Emergency services").
import type { GeoPoint } from '../../ports/searchIndex.ts';
import type { FacilityKind, NearFacility } from './facilities.ts';
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

export const NO_POLICE_FIRE_DATA =
  'Pintar ships no police or fire station data yet (no openly licensed list with coordinates was found); call 999 for police or fire and rescue';

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
  /** Per kind; default 5. */
  limit?: number;
}

/** Where the facilities come from: `EmergencyFacilities` (the catalogue) or a `FacilityGrid`. */
export interface FacilityFinder {
  nearest(
    point: GeoPoint,
    kind: FacilityKind,
    radiusMeters: number,
    limit: number,
  ): NearFacility[] | Promise<NearFacility[]>;
}

async function nearestOf(
  facilities: FacilityFinder,
  point: GeoPoint,
  category: FacilityKind,
  radiusMeters: number,
  limit: number,
) {
  const results = await facilities.nearest(point, category, radiusMeters, limit);
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
      emergencyDepartment: (p.types ?? []).includes('emergency') ? true : null,
    };
  });
}

/** Hospitals and clinics nearest a point, with 999 and 112 always. */
export async function nearestEmergencyServices(
  facilities: FacilityFinder,
  point: GeoPoint,
  query: EmergencyQuery = {},
): Promise<EmergencyServices> {
  const radiusMeters = query.radiusMeters ?? 20_000;
  const limit = query.limit ?? 5;
  const [hospitals, clinics] = await Promise.all([
    nearestOf(facilities, point, 'hospital', radiusMeters, limit),
    nearestOf(facilities, point, 'clinic', radiusMeters, limit),
  ]);
  // Hospitals the data says have an emergency department come first.
  hospitals.sort(
    (a, b) =>
      Number(b.emergencyDepartment ?? 0) - Number(a.emergencyDepartment ?? 0) || a.distance - b.distance,
  );
  return {
    location: point,
    radiusMeters,
    hospitals,
    clinics,
    police: { available: false, note: NO_POLICE_FIRE_DATA },
    fire: { available: false, note: NO_POLICE_FIRE_DATA },
    emergencyNumbers: EMERGENCY_NUMBERS,
    durationSource: `Estimated: straight-line distance × ${CIRCUITY_FACTOR} road circuity, ${DRIVING_PACE_NOTE}, no traffic`,
    source: PLACES_SOURCE,
  };
}

// Live vehicle positions (data.gov.my GTFS-realtime): the port, and the honest "not live" default.
import { TransitError } from '../errors.ts';
import { NOT_LIVE_NOTE } from '../freshness.ts';
import type { AgencyInfo } from '../timetable/types.ts';

export interface Vehicle {
  vehicleId: string;
  label: string | null;
  tripId: string | null;
  routeId: string | null;
  lat: number;
  lng: number;
  bearing: number | null;
  speed: number | null;
  /** When the vehicle reported this position (ISO 8601). */
  timestamp: string | null;
  /** Delay against the timetable when the trip matches one, else null. */
  delaySeconds: number | null;
}

export interface VehiclesAnswer {
  agency: string;
  category: string;
  live: boolean;
  note: string;
  source: string;
  /** The feed's own timestamp. */
  asOf: string | null;
  vehicles: Vehicle[];
}

export interface VehicleSource {
  vehicles(agency: string, category: string): Promise<VehiclesAnswer>;
  /** GTFS trip id → delay in seconds from the latest fetched feeds (empty when not live). */
  delays(): Map<string, number>;
  /** Whether delays are live now, and what to tell the user either way. */
  status(): { live: boolean; note: string };
  stop(): void;
}

/** 404 unless the agency and category are ones the timetable lists. */
export function checkFeed(agencies: AgencyInfo[], agency: string, category: string): void {
  const known = agencies.find((a) => a.id === agency);
  if (!known || !known.categories.includes(category)) {
    const choices = agencies.flatMap((a) => a.categories.map((c) => `${a.id}/${c}`)).join(', ');
    throw new TransitError(
      'feed-not-found',
      `No vehicle feed "${agency}/${category}"; choose one of ${choices}.`,
      'category',
    );
  }
}

/** GTFS_REALTIME=off: no positions, and the answer says so. */
export function offlineVehicleSource(agencies: AgencyInfo[]): VehicleSource {
  return {
    status: () => ({ live: false, note: NOT_LIVE_NOTE }),
    async vehicles(agency, category) {
      checkFeed(agencies, agency, category);
      return {
        agency,
        category,
        live: false,
        note: 'Vehicle positions are not live: the GTFS-realtime feed is not enabled here (GTFS_REALTIME=off). Times come from the timetable.',
        source: 'none',
        asOf: null,
        vehicles: [],
      };
    },
    delays: () => new Map(),
    stop: () => undefined,
  };
}

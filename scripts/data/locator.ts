// State and district for a coordinate, always consistent with each other.
import {
  areaContaining,
  locateArea,
  nearestArea,
  readAreas,
  stateOfArea,
  stateOfDistrict,
  type Area,
} from './admin-areas.ts';
import { distanceToPolygonMetres } from './geo.ts';
import { type CanonicalState } from './states.ts';

const COAST_TOLERANCE_M = 300;

export interface AdminLocation {
  state: CanonicalState;
  district: string;
}

// geoBoundaries keeps older spellings of a few district names; places use the current ones.
const DISTRICT_NAMES: Record<string, string> = {
  'Ulu Langat': 'Hulu Langat',
  'Ulu Selangor': 'Hulu Selangor',
  Kulaijaya: 'Kulai',
};

export function districtName(boundaryName: string): string {
  return DISTRICT_NAMES[boundaryName] ?? boundaryName;
}

/**
 * The district polygon decides where it holds the point: the ADM2 layer is the more detailed
 * of the two (it puts Pulau Tioman in Rompin, Pahang, where the simplified ADM1 layer says
 * Johor). Putrajaya has no ADM2 district (Sepang's polygon covers it), so the ADM1 Putrajaya
 * polygon comes first. Points off every polygon (coast, islands) take the nearest state,
 * then its nearest district.
 */
export function createLocator(statesPath: string, districtsPath: string) {
  const states = readAreas(statesPath);
  const districts = readAreas(districtsPath);
  const stateByDistrict = new Map<Area, CanonicalState>();
  const districtsByState = new Map<CanonicalState, Area[]>();
  for (const district of districts) {
    const state = stateOfDistrict(district, states);
    stateByDistrict.set(district, state);
    districtsByState.set(state, [...(districtsByState.get(state) ?? []), district]);
  }
  const hasDistricts = (state: CanonicalState): boolean => districtsByState.has(state);

  return {
    districtsByState,
    districts,
    /**
     * Inside a state polygon, or within 300 m of one (the simplified coastline can lie inland of
     * a harbour). Singapore's shore is 600 m or more from Johor's, Brunei and southern Thailand
     * lie beyond the land borders: their points are outside.
     */
    insideMalaysia(lat: number, lng: number): boolean {
      if (areaContaining(states, lat, lng)) return true;
      const nearest = nearestArea(states, lat, lng);
      return !!nearest && nearest.parts.some(({ polygon }) => distanceToPolygonMetres(lng, lat, polygon) <= COAST_TOLERANCE_M);
    },
    locate(lat: number, lng: number): AdminLocation {
      const stateArea = areaContaining(states, lat, lng);
      const state = stateArea && stateOfArea(stateArea);
      if (state && !hasDistricts(state)) return { state, district: state };
      const district = areaContaining(districts, lat, lng);
      if (district) return { state: stateByDistrict.get(district)!, district: districtName(district.name) };
      const nearestState = state ?? stateOfArea(locateArea(states, lat, lng)!);
      const nearest = locateArea(districtsByState.get(nearestState) ?? [], lat, lng);
      return { state: nearestState, district: nearest ? districtName(nearest.name) : nearestState };
    },
  };
}

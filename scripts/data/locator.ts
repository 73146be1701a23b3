// State and district for a coordinate, always consistent with each other.
import {
  areaContaining,
  locateArea,
  readAreas,
  stateOfArea,
  stateOfDistrict,
  type Area,
} from './admin-areas.ts';
import { type CanonicalState } from './states.ts';

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

// Test support: a few real places (coordinates from data/places) in a search index, and a sink
// that records what the assistant streams.
import type { ChatCard, ChatStage } from '@pintar/contracts';
import { placeIndex, testPlace } from '../../city/testing/places.ts';
import type { Place } from '../../places/place.ts';
import type { AssistantSink } from '../types.ts';

const station = (name: string, lat: number, lng: number, city = 'Kuala Lumpur', state = 'Kuala Lumpur') =>
  testPlace({
    name,
    category: 'rail_station',
    location: { lat, lng },
    city,
    state,
    source: 'gtfs',
  } as Partial<Place> & Pick<Place, 'name' | 'location'>);
const place = (
  name: string,
  category: string,
  lat: number,
  lng: number,
  city = 'Kuala Lumpur',
  state = 'Kuala Lumpur',
  id?: string,
) =>
  testPlace({ ...(id ? { id } : {}), name, category, location: { lat, lng }, city, state } as Partial<Place> &
    Pick<Place, 'name' | 'location'>);

export const PLACES: Place[] = [
  station('KL SENTRAL', 3.134167, 101.686111),
  { ...station('KL SENTRAL', 3.132852, 101.687817), id: 'pl_kl_sentral_monorail' },
  station('KLCC', 3.158935, 101.713287),
  station('BUKIT BINTANG', 3.146503, 101.710947),
  station('CYBERJAYA CITY CENTRE', 2.9384, 101.6659, 'Cyberjaya', 'Selangor'),
  station('PUTRAJAYA SENTRAL', 2.9313, 101.6715, 'Putrajaya', 'Putrajaya'),
  station('JB SENTRAL', 1.463147, 103.764445, 'Johor Bahru', 'Johor'),
  place('Hospital Putrajaya', 'hospital', 2.9293, 101.6742, 'Putrajaya', 'Putrajaya'),
  // Towns, at their rows' centres in data/places/towns-and-districts.csv.
  place('Cyberjaya', 'town', 2.92279, 101.65025, 'Cyberjaya', 'Selangor'),
  place('Putrajaya', 'town', 2.93527, 101.69112, 'Putrajaya', 'Putrajaya'),
  place('Johor Bahru', 'town', 1.4655, 103.7578, 'Johor Bahru', 'Johor'),
  place('Perdana Medical Clinic', 'clinic', 3.1551, 101.7141),
  place('Klinik Medisquare', 'clinic', 3.1601, 101.7155),
  place('Suria KLCC', 'mall', 3.158, 101.7123),
  place('Intermark Mall', 'mall', 3.1617, 101.7202),
  place('Klinik Desa Seri', 'clinic', 3.05, 101.6, 'Petaling', 'Selangor', 'pl_desa_a'),
  place('Klinik Desa Seri', 'clinic', 5.4, 100.3, 'Timur Laut', 'Pulau Pinang', 'pl_desa_b'),
];

export const KLCC_POINT = { lat: 3.1579, lng: 101.7116 };

export const placeSearch = () => placeIndex(PLACES);

export interface Recorded {
  sink: AssistantSink;
  events: Array<
    | { kind: 'status'; stage: ChatStage; tool?: string }
    | { kind: 'chunk'; delta: string }
    | { kind: 'card'; card: ChatCard }
  >;
}

export function recordingSink(): Recorded {
  const events: Recorded['events'] = [];
  return {
    events,
    sink: {
      status: (stage, tool) => events.push({ kind: 'status', stage, ...(tool ? { tool } : {}) }),
      chunk: (delta) => events.push({ kind: 'chunk', delta }),
      card: (card) => events.push({ kind: 'card', card }),
    },
  };
}

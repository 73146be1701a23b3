// The feeds shipped in data/transit/feeds and how each is read (the only place naming files).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AgencyInfo, TransitMode } from '../timetable/types.ts';
import type { RawFeed } from './feed.ts';
import { readFeed } from './feed.ts';
import { readErlFeed } from './erl.ts';
import type { GtfsRow } from './gtfsFile.ts';
import { readFeedZip } from './gtfsFile.ts';

const LICENCE = 'CC BY 4.0, data.gov.my (Prasarana / KTMB)';

/** data.gov.my's GTFS-realtime agencies and categories (`/gtfs-realtime/vehicle-position/...`). */
export const AGENCIES: AgencyInfo[] = [
  {
    id: 'prasarana',
    name: 'Prasarana (Rapid KL rail, Rapid KL bus, MRT feeder bus)',
    url: 'https://myrapid.com.my',
    categories: ['rapid-rail-kl', 'rapid-bus-kl', 'rapid-bus-mrtfeeder'],
  },
  { id: 'erl', name: 'Express Rail Link (KLIA Ekspres)', url: 'https://www.kliaekspres.com', categories: [] },
  {
    id: 'ktmb',
    name: 'Keretapi Tanah Melayu (KTM Komuter, ETS, Intercity)',
    url: 'https://www.ktmb.com.my',
    categories: ['ktmb'],
  },
];

const RAIL_MODES: Record<string, TransitMode> = { LRT: 'lrt', MRT: 'mrt', MRL: 'monorail', BRT: 'brt' };

function railMode(route: GtfsRow): TransitMode {
  const mode = RAIL_MODES[route.get('category')];
  if (!mode)
    throw new Error(`routes.txt line ${route.line}: unknown rail category "${route.get('category')}"`);
  return mode;
}

/** Reads the shipped feeds from `folder` (data/transit/feeds), all or only those named. */
export function readShippedFeeds(folder: string, only?: string[]): RawFeed[] {
  const fares = join(folder, '..', 'fares');
  const zip = (file: string) => readFeedZip(join(folder, file));
  const feed = (id: string, agencyId: string, file: string, feedDate: string, headwayBased: boolean) => ({
    id,
    agencyId,
    file,
    feedDate,
    licence: LICENCE,
    headwayBased,
  });
  const readers: Array<[string, () => RawFeed]> = [
    [
      'rapid-rail-kl',
      () =>
        readFeed(zip('rapid-rail-kl_2025-10-04.zip'), {
          info: feed('rapid-rail-kl', 'prasarana', 'rapid-rail-kl_2025-10-04.zip', '2025-10-04', true),
          modeOf: railMode,
        }),
    ],
    [
      'ktmb',
      () =>
        readFeed(zip('ktmb_gtfs_2025-12-17.zip'), {
          info: feed('ktmb', 'ktmb', 'ktmb_gtfs_2025-12-17.zip', '2025-12-17', false),
          modeOf: () => 'ktm',
          extraStops: {
            name: 'ktmb_stops_newer.txt',
            data: readFileSync(join(folder, 'ktmb_stops_newer.txt')),
          },
        }),
    ],
    [
      'rapid-bus-mrtfeeder',
      () =>
        readFeed(zip('rapid-bus-mrtfeeder_2025-10-04.zip'), {
          info: feed(
            'rapid-bus-mrtfeeder',
            'prasarana',
            'rapid-bus-mrtfeeder_2025-10-04.zip',
            '2025-10-04',
            false,
          ),
          modeOf: () => 'bus',
          busPrefix: 'MRT feeder bus',
        }),
    ],
    [
      'rapid-bus-kl',
      () =>
        readFeed(zip('rapid-bus-kl_2025-10-04.zip'), {
          info: feed('rapid-bus-kl', 'prasarana', 'rapid-bus-kl_2025-10-04.zip', '2025-10-04', true),
          modeOf: () => 'bus',
          busPrefix: 'Rapid KL bus',
        }),
    ],
    ['erl', () => readErlFeed(folder, fares)],
  ];
  return readers.filter(([id]) => !only || only.includes(id)).map(([, read]) => read());
}

// Who published each staged source, as of when, under which licence: written on every row so
// a place from an old extract says how old it is where a person sees it (issue 29). Dates are
// the sources' own as-of dates from the shared SOURCES.md, never the day they were copied.
export interface Provenance {
  sourceName: string;
  sourceDate: string;
  licence: string;
}

const OSM = 'OpenStreetMap';
const ODBL = 'ODbL 1.0';

export const PROVENANCE = {
  rapidKl: { sourceName: 'data.gov.my (Prasarana Malaysia)', sourceDate: '2025-10-04', licence: 'CC BY 4.0' },
  // The KTMB stops file carries no feed date; its folder's SOURCES.md entry gives none either.
  ktmb: { sourceName: 'data.gov.my (KTMB)', sourceDate: '', licence: 'CC BY 4.0' },
  // Newest OSM ids (about 1.25e10) date the extract to 2024; the file was committed in 2026-03.
  hotHealthPoints: { sourceName: OSM, sourceDate: '2024', licence: ODBL },
  hotPolygons: { sourceName: OSM, sourceDate: '2023-11', licence: ODBL },
  amenities: { sourceName: OSM, sourceDate: '2026-07', licence: ODBL },
  kl2018: { sourceName: OSM, sourceDate: '2018-04', licence: ODBL },
  // The newest check_date in the extract is 2026-01-31: the extract is that day's or later.
  peninsular: { sourceName: OSM, sourceDate: '2026-01', licence: ODBL },
  // KKMNow's facilities_master.csv, last changed 2022-10-06; no licence file in the repository.
  moh: { sourceName: 'Kementerian Kesihatan Malaysia', sourceDate: '2022-10', licence: 'unconfirmed' },
  geoBoundaries: { sourceName: 'geoBoundaries', sourceDate: '', licence: 'CC BY 4.0' },
  csc: { sourceName: 'Countries States Cities database', sourceDate: '', licence: ODBL },
} satisfies Record<string, Provenance>;

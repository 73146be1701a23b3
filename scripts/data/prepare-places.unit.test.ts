import { parse } from 'csv-parse/sync';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { stateOfDistrict, type Area } from './admin-areas.ts';
import { cityFor, cleanSourceCity } from './city.ts';
import { csvCell, toCsv } from './csv-write.ts';
import { absorbTwin, createDeduper } from './dedupe.ts';
import { bboxOf, distanceToPolygonMetres, pointInPolygon, type Polygon } from './geo.ts';
import { normaliseName, stationKey } from './normalise-name.ts';
import {
  cleanPhone,
  cleanTypes,
  cleanWebsite,
  formatCoordinate,
  PLACE_COLUMNS,
  postcodeIn,
  type SourcePlace,
} from './place-row.ts';
import { healthCategory } from './sources/health-facilities.ts';
import { districtCentre } from './sources/areas.ts';
import { emergencyTag, OSM_POI_CATEGORIES } from './sources/osm-pois.ts';
import { facilityName } from './sources/moh.ts';
import { railTypes } from './sources/gtfs.ts';
import { canonicalState, CANONICAL_STATES } from './states.ts';

const square = (lng: number, lat: number, size: number): Polygon[number] => [
  [lng, lat],
  [lng + size, lat],
  [lng + size, lat + size],
  [lng, lat + size],
  [lng, lat],
];

const area = (name: string, ...polygons: Polygon[]): Area => ({
  name,
  parts: polygons.map((polygon) => ({ polygon, bbox: bboxOf(polygon) })),
});

const place = (overrides: Partial<SourcePlace>): SourcePlace => ({
  name: 'Klinik Kesihatan Putrajaya',
  category: 'clinic',
  types: [],
  address: '',
  lat: 2.9415,
  lng: 101.6763,
  phone: '',
  website: '',
  source: 'osm',
  sourceId: 'way/1',
  sourceName: 'OpenStreetMap',
  sourceDate: '2024',
  licence: 'ODbL 1.0',
  ...overrides,
});

describe('normaliseName', () => {
  it('ignores case, diacritics and punctuation', () => {
    expect(normaliseName('  Klinik Pergigian Dr. Lim & Rakan ')).toBe('klinik pergigian dr lim rakan');
    expect(normaliseName('KLINIK PERGIGIAN DR LIM (RAKAN)')).toBe('klinik pergigian dr lim rakan');
    expect(normaliseName('Café Señor')).toBe(normaliseName('CAFE SENOR'));
  });

  it('keeps letters and vowel signs of other scripts', () => {
    expect(normaliseName('கோயில்')).not.toBe(normaliseName('கயல'));
    expect(normaliseName('德教会振明阁-马联慈善洗肾中心')).toBe('德教会振明阁 马联慈善洗肾中心');
  });

  it('gives stations without line codes and spaces', () => {
    expect(stationKey('AG7 SP7 KJ13 Masjid Jamek')).toBe(stationKey('MASJID JAMEK'));
    expect(stationKey('KJ30 SS18')).toBe(stationKey('SS 18'));
    expect(stationKey('PY38 16 Sierra')).toBe('16sierra');
  });
});

describe('point in polygon', () => {
  const withHole: Polygon = [square(100, 2, 2), square(100.5, 2.5, 0.5)];

  it('is inside the outer ring and outside its holes', () => {
    expect(pointInPolygon(101.5, 3.5, withHole)).toBe(true);
    expect(pointInPolygon(100.7, 2.7, withHole)).toBe(false);
    expect(pointInPolygon(102.5, 3, withHole)).toBe(false);
  });

  it('measures the distance to the nearest edge in metres', () => {
    expect(distanceToPolygonMetres(101, 3, withHole)).toBe(0);
    // 0.01° of latitude is about 1,112 m.
    expect(distanceToPolygonMetres(101, 4.01, withHole)).toBeCloseTo(1112, -1);
  });

  it('gives a district the state holding most of its area, not most of its parts', () => {
    const mainland = area('Pahang', [square(100, 2, 1)]);
    const islands = area('Johor', [square(105, 2, 0.01)], [square(105, 2.5, 0.01)]);
    const rompin = area('Rompin', [square(100.2, 2.2, 0.5)], [square(105, 2, 0.01)], [square(105, 2.5, 0.01)]);
    expect(stateOfDistrict(rompin, [mainland, islands])).toBe('Pahang');
  });
});

describe('canonicalState', () => {
  it('maps aliases in any case to the canonical names', () => {
    expect(canonicalState('Penang')).toBe('Pulau Pinang');
    expect(canonicalState('Malacca')).toBe('Melaka');
    expect(canonicalState('KL')).toBe('Kuala Lumpur');
    expect(canonicalState('W.P. Kuala Lumpur')).toBe('Kuala Lumpur');
    expect(canonicalState('Wilayah Persekutuan Kuala Lumpur')).toBe('Kuala Lumpur');
    expect(canonicalState('WP Putrajaya')).toBe('Putrajaya');
    expect(canonicalState('N. Sembilan')).toBe('Negeri Sembilan');
    expect(canonicalState('SELANGOR')).toBe('Selangor');
  });

  it('knows every canonical name and nothing else', () => {
    for (const state of CANONICAL_STATES) expect(canonicalState(state)).toBe(state);
    expect(canonicalState('Singapore')).toBeNull();
    expect(canonicalState('Petaling Jaya')).toBeNull();
  });
});

describe('CSV writing', () => {
  it('quotes only cells that need it and doubles quotes', () => {
    expect(csvCell('Klinik Lim')).toBe('Klinik Lim');
    expect(csvCell('SJK (C) Union, Cyberjaya')).toBe('"SJK (C) Union, Cyberjaya"');
    expect(csvCell('The "Arc"')).toBe('"The ""Arc"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(' padded')).toBe('" padded"');
  });

  it('reads back with csv-parse cell for cell', () => {
    const rows = [
      ['a, b', 'say "hi"', '', 'x\r\ny'],
      ['plain', ' lead', 'trail ', '=1+1'],
    ];
    const text = toCsv(['one', 'two', 'three', 'four'], rows);
    expect(parse(text, { relax_quotes: false })).toEqual([['one', 'two', 'three', 'four'], ...rows]);
  });
});

describe('cityFor', () => {
  const at = (lat: number, lng: number, state: 'Selangor' | 'Putrajaya' | 'Johor', district: string) =>
    ({ lat, lng, state, district }) as const;

  it('recognises Cyberjaya by its area in Selangor only', () => {
    expect(cityFor(at(2.9402, 101.6627, 'Selangor', 'Sepang'))).toBe('Cyberjaya'); // Limkokwing
    expect(cityFor(at(2.9205, 101.6316, 'Selangor', 'Sepang'))).toBe('Cyberjaya'); // Hospital Cyberjaya
    expect(cityFor(at(2.9293, 101.6743, 'Putrajaya', 'Putrajaya'))).toBe('Putrajaya'); // Hospital Putrajaya
    expect(cityFor(at(2.9438, 101.6215, 'Selangor', 'Sepang'))).toBe('Sepang'); // Putra Perdana
    expect(cityFor(at(2.8598, 101.6818, 'Selangor', 'Sepang'))).toBe('Sepang'); // Dengkil
  });

  it('uses Johor Bahru, then the source city, then the district', () => {
    expect(cityFor({ ...at(1.46, 103.76, 'Johor', 'Johor Bahru'), sourceCity: 'Skudai' })).toBe('Johor Bahru');
    expect(cityFor({ ...at(3.1, 101.6, 'Selangor', 'Petaling'), sourceCity: 'Petaling Jaya' })).toBe('Petaling Jaya');
    expect(cityFor({ ...at(3.1, 101.6, 'Selangor', 'Petaling'), sourceCity: 'Kuala Lumpur' })).toBe('Petaling');
    expect(cityFor(at(3.1, 101.6, 'Selangor', 'Petaling'))).toBe('Petaling');
  });

  it('tidies the source city', () => {
    expect(cleanSourceCity('KUNAK')).toBe('Kunak');
    expect(cleanSourceCity('Alor Setar, Kedah')).toBe('Alor Setar');
    expect(cleanSourceCity('TELUK KEMANG ,PORT DICKSON')).toBe('Teluk Kemang');
    expect(cleanSourceCity('Johor')).toBeNull();
    expect(cleanSourceCity('  ')).toBeNull();
  });
});

describe('duplicates', () => {
  it('drops the same name within 50 m and keeps it farther away', () => {
    const deduper = createDeduper();
    const kept = place({ name: 'Farmasi Putrajaya', category: 'pharmacy' });
    expect(deduper.admit(kept)).toBe(undefined);
    // 0.0003° of latitude is about 33 m, 0.0006° about 67 m.
    expect(deduper.admit(place({ name: 'FARMASI PUTRAJAYA', category: 'pharmacy', lat: 2.9418 }))).toBe(kept);
    expect(deduper.admit(place({ name: 'Farmasi Putrajaya', category: 'pharmacy', lat: 2.9421 }))).toBeUndefined();
  });

  it("finds the ministry's hospital in OSM without the town after its comma, within 300 m", () => {
    const deduper = createDeduper();
    const moh = place({
      name: 'Hospital Sultanah Aminah, Johor Bahru',
      category: 'hospital',
      source: 'moh',
      sourceName: 'Kementerian Kesihatan Malaysia',
    });
    deduper.admit(moh);
    // 0.0015° of latitude is about 167 m, 0.002° 222 m, 0.003° 333 m; OSM calls it a clinic, another source a hospital.
    const osm = place({ name: 'Hospital Sultanah Aminah', category: 'clinic', lat: 2.943, emergencyDepartment: true });
    expect(deduper.admit(osm)).toBe(moh);
    expect(deduper.admit(place({ name: 'Hospital Sultanah Aminah', lat: 2.9435 }))).toBe(moh);
    expect(deduper.admit(place({ name: 'Hospital Sultanah Aminah', lat: 2.9445 }))).toBeUndefined();
    const desa = place({ name: 'Klinik Desa (KD) Parit Kasih', source: 'moh', lat: 1.9, lng: 103.0 });
    deduper.admit(desa);
    expect(deduper.admit(place({ name: 'Klinik Desa Parit Kasih', lat: 1.9001, lng: 103.0 }))).toBe(desa);
    absorbTwin(moh, osm);
    expect(moh).toMatchObject({ emergencyDepartment: true, phone: '' });
    expect(moh.sourceName).toBe('Kementerian Kesihatan Malaysia; emergency department: OpenStreetMap 2024');
  });

  it('takes a town listed by two gazetteers kilometres apart as one, and a district apart from its town', () => {
    const deduper = createDeduper();
    const osm = place({ name: 'Petaling Jaya', category: 'city', lat: 3.132512, lng: 101.606561 });
    deduper.admit(osm);
    expect(deduper.admit(place({ name: 'Petaling Jaya', category: 'town', lat: 3.10726, lng: 101.60671 }))).toBe(osm);
    expect(deduper.admit(place({ name: 'Petaling Jaya', category: 'school', lat: 3.10726, lng: 101.60671 }))).toBeUndefined();
  });

  it('compares stops only with stops of their kind, and stations within 200 m', () => {
    const deduper = createDeduper();
    deduper.admit(place({ name: 'Hospital Putrajaya', category: 'hospital' }));
    expect(deduper.admit(place({ name: 'HOSPITAL PUTRAJAYA', category: 'bus_stop' }))).toBeUndefined();
    const station = place({ name: 'CYBERJAYA UTARA', category: 'rail_station', lat: 2.95, lng: 101.6573 });
    deduper.admit(station);
    const osm = place({ name: 'PY39 Cyberjaya Utara', category: 'rail_station', lat: 2.94923, lng: 101.65749 });
    expect(deduper.admit(osm)).toBe(station);
  });

  it('lets the kept place take blank fields and types from a twin of the same source only', () => {
    const kept = place({ types: ['lrt', 'ampang_line'], source: 'gtfs' });
    absorbTwin(kept, place({ types: ['lrt', 'sri_petaling_line'], source: 'gtfs', phone: '03-1' }));
    expect(kept.types).toEqual(['lrt', 'ampang_line', 'sri_petaling_line']);
    expect(kept.phone).toBe('03-1');
    absorbTwin(kept, place({ website: 'https://example.my', source: 'osm' }));
    expect(kept.website).toBe('');
  });
});

describe('source values', () => {
  it('keeps what the import accepts', () => {
    expect(cleanWebsite('www.limkokwing.net')).toBe('http://www.limkokwing.net');
    expect(cleanWebsite('facebook.com/klinik')).toBe('');
    expect(cleanPhone('03-8317 8888; 03-8317 8889; 03-8317 8890; 03-8317 8891')).toBe('03-8317 8888');
    expect(cleanTypes(['clinic', 'general;dental', 'clinic', '', 'x'.repeat(51)])).toEqual([
      'clinic',
      'general',
      'dental',
    ]);
    expect(formatCoordinate(101.67431234567)).toBe('101.674312');
    expect(formatCoordinate(2.9)).toBe('2.9');
    expect(postcodeIn('36 Jalan Chemur Damai Complex, 50400, Kuala Lumpur')).toBe('50400');
  });

  it('maps health facilities and rail lines to categories and types', () => {
    expect(healthCategory('doctors', 'doctor')).toBe('clinic');
    expect(healthCategory('', 'hospital')).toBe('hospital');
    expect(healthCategory('', 'optometrist')).toBe('other');
    expect(railTypes('LRT', 'LRT Kelana Jaya Line')).toEqual(['lrt', 'kelana_jaya_line']);
    expect(railTypes('MR', 'KL Monorail Line')).toEqual(['monorail', 'kl_monorail_line']);
  });
});

describe('data/places', () => {
  it.each([
    'osm-amenities.csv',
    'health-facilities.csv',
    'rail-stations.csv',
    'bus-stops.csv',
    'moh-facilities.csv',
    'osm-peninsular.csv',
    'osm-kl-2018.csv',
    'towns-and-districts.csv',
  ])(
    '%s parses back with the import header and canonical states',
    (file) => {
      const text = readFileSync(new URL(`../../data/places/${file}`, import.meta.url));
      const [header, ...rows] = parse(text) as string[][];
      expect(header).toEqual([...PLACE_COLUMNS]);
      expect(rows.length).toBeGreaterThan(100);
      const states = new Set(rows.map((row) => row[7]));
      expect([...states].filter((state) => !canonicalState(state ?? '') || canonicalState(state!) !== state)).toEqual([]);
      expect(rows.every((row) => row.length === PLACE_COLUMNS.length && row[0] && row[6])).toBe(true);
      // Every row says where it came from (source_name, licence); dates where the source has one.
      expect(rows.filter((row) => !row[18] || !row[20])).toEqual([]);
    },
  );

  it('holds no point of the Peninsular extract in Singapore (Woodlands to Changi)', () => {
    const text = readFileSync(new URL('../../data/places/osm-peninsular.csv', import.meta.url));
    const [, ...rows] = parse(text) as string[][];
    const singapore = rows.filter(([, , , , , , , , , lat, lng]) => {
      const [y, x] = [Number(lat), Number(lng)];
      // Singapore: south of 1.35 from Tuas eastwards, and north to Woodlands east of 103.68
      // (Puteri Harbour and Gelang Patah, at 103.61 to 103.66, are Johor's).
      return (y > 1.2 && y < 1.35 && x > 103.6 && x < 104.05) || (y >= 1.35 && y < 1.445 && x > 103.68 && x < 104.05);
    });
    expect(singapore).toEqual([]);
    expect(rows.length).toBeGreaterThan(4_000);
  });
});

describe('the places people ask for', () => {
  it('maps OSM kinds to categories, fuel to petrol_station, and reads the emergency tag as given', () => {
    expect(OSM_POI_CATEGORIES['amenity=fuel']).toBe('petrol_station');
    expect(OSM_POI_CATEGORIES['amenity=fast_food']).toBe('fast_food');
    expect(OSM_POI_CATEGORIES['leisure=fitness_centre']).toBeUndefined();
    expect([emergencyTag('yes'), emergencyTag('no'), emergencyTag(''), emergencyTag('designated')]).toEqual([
      true,
      false,
      undefined,
      undefined,
    ]);
  });

  it('puts a district place at an inside point, even for a crescent-shaped district', () => {
    const crescent = area('Crescent', [
      [
        [0, 0],
        [3, 0],
        [3, 3],
        [0, 3],
        [0, 2],
        [2, 2],
        [2, 1],
        [0, 1],
        [0, 0],
      ],
    ]);
    const centre = districtCentre(crescent);
    expect(pointInPolygon(centre.lng, centre.lat, crescent.parts[0]!.polygon)).toBe(true);
  });
});

describe("the ministry's facility names", () => {
  it('drop the town after the comma only when the address holds it', () => {
    expect(facilityName('Hospital Sultanah Aminah, Johor Bahru', 'Jalan Persiaran Abu Bakar Sultan, 80100 Johor Bahru')).toBe(
      'Hospital Sultanah Aminah',
    );
    expect(facilityName('Klinik Desa (KD) Kelawat, Tuaran', 'Kg Kelawat, 89208 Tamparuli')).toBe(
      'Klinik Desa (KD) Kelawat, Tuaran',
    );
    expect(facilityName('Klinik Kesihatan Cyberjaya', 'Cyberjaya')).toBe('Klinik Kesihatan Cyberjaya');
  });
});

// `node scripts/assistant/gazetteer/build.ts`: writes data/gazetteer/gazetteer.json, the names people
// type for places: every rail station of the shipped feeds (data/places/rail-stations.csv), the towns
// and districts of the Klang Valley and Johor (data/places/towns-and-districts.csv) and the local
// names and short forms of local-names.json (Chinese, Tamil, KLIA, PJ, JB...). The place resolver
// and the corpus generator read the output; run this again when a source changes.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readCsvRecords as readCsv } from '../../../core/src/shared/csv.ts';
import local from './local-names.json' with { type: 'json' };

const root = (p: string) => fileURLToPath(new URL(`../../../${p}`, import.meta.url));
type Kind = 'station' | 'area' | 'landmark';
type Language = 'en' | 'ms' | 'zh' | 'ta';

interface GazetteerPlace {
  label: string;
  kind: Kind;
  target: { name?: string; city?: string };
  names: Record<Language | 'short', string[]>;
  /** Languages with no name yet, or whose names want a native speaker's reading. */
  missing: Language[];
  nativeCheck: Language[];
  source: string;
}

const KLANG_VALLEY_AND_JOHOR = new Set(['Selangor', 'Kuala Lumpur', 'Putrajaya', 'Johor']);
// Abbreviations the feeds use in station names, spelt out so both forms are known.
const SPELT_OUT: Array<[RegExp, string]> = [
  [/\bsg\b/g, 'sungai'],
  [/\bkg\b/g, 'kampung'],
  [/\bbdr\b/g, 'bandar'],
  [/\bjln\b/g, 'jalan'],
  [/\bpel\b/g, 'pelabuhan'],
  [/\bsel\b/g, 'selatan'],
];
// Station names that are everyday Malay or English words ("rasa", "damai", "universiti"): known
// only as "X station" / "stesen X", never alone, so a sentence using the word is not a trip there.
const EVERYDAY = new Set([
  'rasa',
  'damai',
  'cahaya',
  'mela',
  'putra',
  'universiti',
  'tasek',
  'wawasan',
  'muhibbah',
  'cempaka',
  'kuang',
  'labu',
  'mentari',
  'taipan',
  'pahi',
  'krai',
  'merdeka',
  'imbi',
  'paloh',
  'kobah',
  'tiroi',
  'surian',
  'bank negara',
  'kuala lumpur',
  'petaling',
  'ampang',
  'klang',
]);

const lower = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();
const titled = (s: string) =>
  lower(s).replace(/(^|[\s(/-])(\p{L})/gu, (_, b: string, c: string) => b + c.toUpperCase());
const unique = (names: string[]) => [...new Set(names.map(lower).filter(Boolean))];

function stationNames(official: string): string[] {
  const base = lower(official.replace(/\s+-\s+.*$/, ''));
  let spelt = base;
  for (const [short, long] of SPELT_OUT) spelt = spelt.replace(short, long);
  const bare = [base, spelt].filter((n) => !EVERYDAY.has(n));
  // "universiti lrt", "kajang mrt": the station by its rail word after the name (a rail word before
  // it, "MRT Kajang", is a line: locations/lines.json).
  const byRail = ['lrt', 'mrt', 'ktm'].map((rail) => `${spelt} ${rail}`);
  return unique([...bare, `${spelt} station`, `stesen ${spelt}`, `${base} station`, ...byRail]);
}

const places = new Map<string, GazetteerPlace>();
const add = (p: GazetteerPlace) => places.set(`${p.kind}:${p.label}`, p);

const stations = readCsv(root('data/places/rail-stations.csv'));
for (const name of new Set(stations.map((s) => s.name!))) {
  const row = stations.find((s) => s.name === name)!;
  add({
    label: titled(name),
    kind: 'station',
    target: { name },
    names: { en: [], ms: [], zh: [], ta: [], short: stationNames(name) },
    missing: ['zh', 'ta'],
    nativeCheck: [],
    source: `${row.source_name} (${row.licence}), ${row.source_id}`,
  });
}

const towns = readCsv(root('data/places/towns-and-districts.csv')).filter(
  (t) => KLANG_VALLEY_AND_JOHOR.has(t.state!) && ['town', 'district', 'city'].includes(t.category!),
);
for (const town of towns) {
  add({
    label: town.name!,
    kind: 'area',
    target: { city: town.city! },
    names: { en: [], ms: [], zh: [], ta: [], short: unique([town.name!]) },
    missing: ['zh', 'ta'],
    nativeCheck: [],
    source: `${town.source_name} (${town.licence}), ${town.source_id}`,
  });
}

// A bare name belongs to the town when a station shares it ("kajang" the town, "kajang station").
const townNames = new Set(
  [...places.values()].filter((p) => p.kind === 'area').flatMap((p) => p.names.short),
);
for (const p of places.values())
  if (p.kind === 'station') p.names.short = p.names.short.filter((n) => !townNames.has(n));

for (const entry of local.entries as Array<{
  label: string;
  kind?: Kind;
  station?: string;
  city?: string;
  place?: string;
  short: string[];
  zh: string[];
  ta: string[];
}>) {
  const target = entry.station
    ? { name: entry.station }
    : entry.city
      ? { city: entry.city }
      : { name: entry.place ?? entry.label };
  const kind = entry.kind ?? 'station';
  const same = [...places.values()].find(
    (p) => (entry.station && p.target.name === entry.station) || (entry.city && p.target.city === entry.city),
  );
  const merged: GazetteerPlace = same
    ? { ...same, label: entry.label, kind, target }
    : {
        label: entry.label,
        kind,
        target,
        names: { en: [], ms: [], zh: [], ta: [], short: [] },
        missing: [],
        nativeCheck: [],
        source: 'local-names.json',
      };
  if (same) places.delete(`${same.kind}:${same.label}`);
  merged.names = {
    en: unique([entry.label]),
    ms: unique([entry.label]),
    zh: entry.zh,
    ta: entry.ta,
    short: unique([...entry.short, ...merged.names.short]),
  };
  merged.missing = (['zh', 'ta'] as const).filter((l) => !entry[l].length);
  merged.nativeCheck = ['zh', 'ta'];
  merged.source = `${merged.source}; local names: scripts/assistant/gazetteer/local-names.json`;
  add(merged);
}
// Stations and towns are named in English and Malay alike: their official name is both, unless it
// is an everyday word (then only "X station" / "stesen X" name it).
for (const p of places.values()) {
  const named = EVERYDAY.has(lower(p.label)) ? [] : [p.label];
  if (!p.names.en.length) p.names.en = named;
  if (!p.names.ms.length) p.names.ms = named;
  if (!p.source.includes('local-names.json')) p.names.short = p.names.short.filter((n) => !EVERYDAY.has(n));
}

const out = {
  about:
    'Names people type for places, by language, with short forms. Built by scripts/assistant/gazetteer/build.ts; do not edit by hand. `missing`: languages with no name yet; `nativeCheck`: names that want a Malaysian native speaker reading.',
  sources: local.sources,
  places: [...places.values()].sort((a, b) => a.kind.localeCompare(b.kind) || a.label.localeCompare(b.label)),
};
writeFileSync(root('data/gazetteer/gazetteer.json'), `${JSON.stringify(out, null, 1)}\n`);
const count = (k: Kind) => out.places.filter((p) => p.kind === k).length;
console.log(
  `gazetteer: ${out.places.length} places (${count('station')} stations, ${count('area')} areas, ${count('landmark')} landmarks)`,
);

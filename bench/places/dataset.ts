// The bench's 100k-row file, built from the shipped places (data/places): each shipped place
// once as it is, then again in recombined copies (synthetic: another shipped place's category
// and a point moved by a few hundred metres, so none is a duplicate) until the count is reached.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';

const DATA = join(import.meta.dirname, '..', '..', 'data', 'places');
const FILES = ['rail-stations.csv', 'health-facilities.csv', 'osm-amenities.csv', 'bus-stops.csv'];
const COLUMNS = ['name', 'category', 'city', 'state', 'lat', 'lng'] as const;

type Row = Record<(typeof COLUMNS)[number], string>;

const quote = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

export function shippedRows(): Row[] {
  return FILES.flatMap(
    (file) => parse(readFileSync(join(DATA, file)), { columns: true, bom: true }) as Row[],
  );
}

/** A CSV of `total` places (only the columns the import needs, so 100k rows stay under 10 MB). */
export function benchCsv(total: number): { csv: string; names: string[] } {
  const shipped = shippedRows();
  const lines = [COLUMNS.join(',')];
  const names: string[] = [];
  for (let i = 0; i < total; i++) {
    const copy = Math.floor(i / shipped.length);
    const row = shipped[i % shipped.length]!;
    const other = shipped[(i * 7919) % shipped.length]!;
    const name = copy === 0 ? row.name : `${row.name} ${copy + 1}`;
    const shift = copy * 0.003;
    const values = [
      name,
      copy === 0 ? row.category : other.category,
      row.city,
      row.state,
      (Number(row.lat) + shift).toFixed(6),
      (Number(row.lng) + shift).toFixed(6),
    ];
    lines.push(values.map(quote).join(','));
    names.push(name);
  }
  return { csv: `${lines.join('\n')}\n`, names };
}

/** Misspells a name the way people do: one letter dropped from its longest word. */
export function misspell(name: string): string {
  const words = name.split(' ');
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a), '');
  if (longest.length < 5) return name;
  const at = Math.floor(longest.length / 2);
  return words.map((w) => (w === longest ? w.slice(0, at) + w.slice(at + 1) : w)).join(' ');
}

/** The search documents the places projection would index for the rows of a bench CSV. */
export function searchDocsOf(csv: string) {
  return (parse(csv, { columns: true }) as Row[]).map((r, i) => ({
    id: `p${i}`,
    name: r.name,
    address: '',
    area: `${r.city} ${r.state}`,
    category: r.category,
    city: r.city,
    state: r.state,
    status: 'active',
    google_enhanced: false,
    updated_at: '2026-11-24T00:00:00.000Z',
    location: { lat: Number(r.lat), lng: Number(r.lng) },
  }));
}

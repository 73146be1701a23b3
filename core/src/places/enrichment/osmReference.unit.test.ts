import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchKey } from './nameKey.ts';
import { OsmReferenceEnricher } from './osmReference.ts';

const HEADER =
  'name,category,types,status,address,district,city,state,postcode,lat,lng,phone,website,source,source_id';
// 0.0001° of latitude is about 11 m.
const ROWS = [
  'Restoran Rasa Sayang,restaurant,,active,Jalan Teknokrat 3,,Cyberjaya,Selangor,,2.92000,101.65000,+60 3-8888 1111,,osm,node/1',
  'Klinik Kesihatan Cyberjaya,clinic,,active,,,Cyberjaya,Selangor,,2.93000,101.66000,+60 3-8888 2222,,osm,node/2',
  'Kedai Kopi Mutiara,cafe,,active,,,Cyberjaya,Selangor,,2.94000,101.67000,+60 3-8888 3333,,osm,node/3',
  'Kedai Kopi Mutiara,cafe,,active,,,Cyberjaya,Selangor,,2.94030,101.67000,+60 3-8888 4444,,osm,node/4',
];

function enricher() {
  const dir = mkdtempSync(join(tmpdir(), 'pintar-osm-'));
  writeFileSync(join(dir, 'osm-amenities.csv'), [HEADER, ...ROWS.slice(0, 1), ...ROWS.slice(2)].join('\n'));
  // The clinic is in both shipped files, as in the real data: one place, not an ambiguity.
  writeFileSync(join(dir, 'health-facilities.csv'), [HEADER, ROWS[1], ROWS[1]].join('\n'));
  return new OsmReferenceEnricher(dir);
}

describe('matching places against the shipped OpenStreetMap data', () => {
  it('compares names without case, accents, punctuation or common prefixes', () => {
    expect(matchKey('RASA SAYANG RESTAURANT')).toBe('rasa sayang');
    expect(matchKey('Restoran Rasa-Sayang')).toBe('rasa sayang');
    expect(matchKey('Café Rasa Sayang')).toBe('rasa sayang');
    expect(matchKey('The Mines')).toBe('mines');
    // A name that is only a common word keeps it.
    expect(matchKey('Restoran')).toBe('restoran');
  });

  it('matches a differently written name within 50 m and gives its fields', async () => {
    const result = await enricher().match({
      name: 'Rasa Sayang Restaurant',
      location: { lat: 2.9203, lng: 101.65 },
    });
    expect(result).toMatchObject({ matched: true, distanceM: 33, fields: { phone: '+60 3-8888 1111' } });
  });

  it('says why nothing matched: no such name, too far, or ambiguous', async () => {
    const osm = enricher();
    expect(await osm.match({ name: 'Rasa Lain', location: { lat: 2.92, lng: 101.65 } })).toMatchObject({
      matched: false,
      reason: 'no_name_match',
    });
    expect(await osm.match({ name: 'Rasa Sayang', location: { lat: 2.9206, lng: 101.65 } })).toMatchObject({
      matched: false,
      reason: 'too_far',
      detail: expect.stringMatching(/ 67 m away/),
    });
    expect(
      await osm.match({ name: 'Mutiara Kedai Kopi', location: { lat: 2.94015, lng: 101.67 } }),
    ).toMatchObject({ matched: false, reason: 'no_name_match' });
    expect(
      await osm.match({ name: 'Kedai Kopi Mutiara', location: { lat: 2.94015, lng: 101.67 } }),
    ).toMatchObject({ matched: false, reason: 'ambiguous' });
  });

  it('takes the place at the very point even with a namesake nearby, and one listed twice', async () => {
    const osm = enricher();
    expect(
      await osm.match({ name: 'Kedai Kopi Mutiara', location: { lat: 2.94, lng: 101.67 } }),
    ).toMatchObject({
      matched: true,
      fields: { phone: '+60 3-8888 3333' },
    });
    expect(
      await osm.match({ name: 'klinik kesihatan cyberjaya', location: { lat: 2.9301, lng: 101.66 } }),
    ).toMatchObject({ matched: true, distanceM: 11 });
  });
});

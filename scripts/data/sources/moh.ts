// The Ministry of Health's list of government hospitals and clinics (KKMNow, 2022-10), with
// their phone numbers, and the beds its daily utilisation file reports for public hospitals.
import { createHash } from 'node:crypto';
import { cleanPhone, cleanText, cleanTypes, type SourcePlace } from '../place-row.ts';
import { PROVENANCE } from '../provenance.ts';
import { readCsv, toNumber } from './read.ts';

export function mohSourceId(name: string, lat: string, lon: string): string {
  return `moh:${createHash('sha1').update(`${name}|${lat}|${lon}`).digest('hex').slice(0, 12)}`;
}

/**
 * Beds by hospital name, as written in the utilisation file: ICU and other beds together. Only
 * exact names are matched (136 of its 149 hospitals): a guess at the other 13 could give a
 * hospital another's beds.
 */
export function readBeds(path: string): Map<string, number> {
  const beds = new Map<string, number>();
  for (const row of readCsv(path)) {
    const nonIcu = toNumber(row.beds_nonicu);
    const icu = toNumber(row.beds_icu);
    if (Number.isFinite(nonIcu)) beds.set(cleanText(row.hospital), Math.round(nonIcu + (Number.isFinite(icu) ? icu : 0)));
  }
  return beds;
}

export function readMohFacilities(path: string, bedsPath: string): SourcePlace[] {
  const beds = readBeds(bedsPath);
  return readCsv(path).map((row) => {
    const name = cleanText(row.name, 200);
    const type = cleanText(row.type);
    const hospitalBeds = type === 'hospital' ? beds.get(name) : undefined;
    return {
      name,
      category: type === 'hospital' ? 'hospital' : 'clinic',
      types: cleanTypes([type, cleanText(row.sector)]),
      address: cleanText(row.address, 300),
      lat: toNumber(row.lat),
      lng: toNumber(row.lon),
      phone: cleanPhone(row.phone),
      website: '',
      source: 'moh',
      sourceId: mohSourceId(row.name ?? '', row.lat ?? '', row.lon ?? ''),
      ...PROVENANCE.moh,
      ...(hospitalBeds === undefined ? {} : { beds: hospitalBeds }),
    };
  });
}

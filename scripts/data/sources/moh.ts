// The Ministry of Health's list of government hospitals and clinics (KKMNow, 2022-10), with
// their phone numbers, and the beds its daily utilisation file reports for public hospitals.
import { createHash } from 'node:crypto';
import { normaliseName } from '../normalise-name.ts';
import { cleanPhone, cleanText, cleanTypes, type SourcePlace } from '../place-row.ts';
import { PROVENANCE } from '../provenance.ts';
import { readCsv, toNumber } from './read.ts';

export function mohSourceId(name: string, lat: string, lon: string): string {
  return `moh:${createHash('sha1').update(`${name}|${lat}|${lon}`).digest('hex').slice(0, 12)}`;
}

/**
 * Beds by hospital name, as written in the utilisation file: ICU and other beds together. Only
 * exact names are matched (the facility's name as the ministry writes it, or without the town
 * after its comma): a guess at the others could give a hospital another's beds.
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

/**
 * The ministry writes the town after a comma in 23 names ("Hospital Sultanah Aminah, Johor
 * Bahru"), where the hospital calls itself, OSM and the ministry's own bed figures name it
 * without. When the address holds that town, the name drops it: the town stays findable through
 * the address, and a search for "Johor Bahru" is not answered with a hospital before the town.
 */
export function facilityName(name: string, address: string): string {
  const comma = name.lastIndexOf(',');
  if (comma < 0) return name;
  const town = normaliseName(name.slice(comma + 1));
  return town && normaliseName(address).includes(town) ? name.slice(0, comma).trim() : name;
}

export function readMohFacilities(path: string, bedsPath: string): SourcePlace[] {
  const beds = readBeds(bedsPath);
  return readCsv(path).map((row) => {
    const fullName = cleanText(row.name, 200);
    const name = facilityName(fullName, cleanText(row.address));
    const type = cleanText(row.type);
    const hospitalBeds = type === 'hospital' ? (beds.get(fullName) ?? beds.get(name)) : undefined;
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

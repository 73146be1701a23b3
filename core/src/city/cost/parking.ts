// Parking where the shipped rates cover the area (data/city/parking_rates_partial.csv). The rules
// of each zone are written here from the rows' notes; amounts come from the file.
import { CITY_DATA_DIR } from '../weather/locations.ts';
import { CityInputError } from '../shared/errors.ts';
import { readCsvRecords } from '../../shared/csv.ts';

export const PARKING_ZONES = ['kl-zone-a', 'kl-zone-b', 'kl-zone-c', 'putrajaya-presint-2'] as const;
export type ParkingZone = (typeof PARKING_ZONES)[number];

interface ZoneRule {
  label: string;
  /** Holiday calendar state (public-holidays file). */
  state: string;
  /** Charged days (0 Sunday … 6 Saturday) and hours, in Malaysian time. */
  days: number[];
  from: number;
  to: number;
  freeOnHolidays: boolean;
  firstHour: number;
  nextHour: number;
  dailyMax: number | null;
  asOf: string;
  sourceUrl: string;
}

export interface ParkingRequest {
  zone: ParkingZone;
  /** When parking starts (ISO date-time). */
  start: string;
  hours: number;
}

export interface ParkingCharge {
  amount: number;
  chargedHours: number;
  label: string;
  asOf: string;
  sourceUrl: string;
  details: string;
}

const rate = (rows: Record<string, string>[], operator: string, area: string, rule: string) => {
  const row = rows.find(
    (r) => r.operator_or_site!.startsWith(operator) && r.area!.startsWith(area) && r.rule === rule,
  );
  if (!row) throw new Error(`parking_rates_partial.csv has no ${operator} ${area} ${rule} row`);
  return row;
};

export function loadParkingRules(dir = CITY_DATA_DIR): {
  zones: Record<ParkingZone, ZoneRule>;
  holidays: Set<string>;
} {
  const rows = readCsvRecords(`${dir}parking_rates_partial.csv`);
  // DBKL street parking: Mon–Sat 07:30–18:00, free on Sundays and public holidays (Setel).
  const dbkl = (area: string, rule: string, next = rule) => {
    const first = rate(rows, 'DBKL street parking', area, rule);
    const later = rate(rows, 'DBKL street parking', area, next);
    return {
      label: `DBKL street parking, ${first.area}`,
      state: 'Wilayah Persekutuan Kuala Lumpur',
      days: [1, 2, 3, 4, 5, 6],
      from: 7.5,
      to: 18,
      freeOnHolidays: true,
      firstHour: Number(first.rate),
      nextHour: Number(later.rate),
      dailyMax: null,
      asOf: first.date_of_figure!,
      sourceUrl: first.source_url!,
    };
  };
  const presint = rate(rows, 'Multi-level car park Presint 2', 'Putrajaya', 'first hour');
  const zones: Record<ParkingZone, ZoneRule> = {
    'kl-zone-a': dbkl('Kuala Lumpur Zone A', 'first hour', 'each subsequent hour'),
    'kl-zone-b': dbkl('Kuala Lumpur Zone B', 'per hour'),
    'kl-zone-c': dbkl('Kuala Lumpur Zone C', 'per hour'),
    // Mon–Fri 08:00–18:00 RM1.00 an hour, at most RM4.00 a day (weekend and holiday entry fee not modelled).
    'putrajaya-presint-2': {
      label: 'Multi-level car park Presint 2, Putrajaya (weekdays 08:00–18:00)',
      state: 'Wilayah Persekutuan Putrajaya',
      days: [1, 2, 3, 4, 5],
      from: 8,
      to: 18,
      freeOnHolidays: false,
      firstHour: Number(presint.rate),
      nextHour: Number(presint.rate),
      dailyMax: 4,
      asOf: presint.date_of_figure!,
      sourceUrl: presint.source_url!,
    },
  };
  const holidays = new Set(
    readCsvRecords(`${dir}malaysia_public_holidays_2026_2027_by_state.csv`).map(
      (h) => `${h.state}|${h.date}`,
    ),
  );
  return { zones, holidays };
}

export function parkingCharge(
  rules: ReturnType<typeof loadParkingRules>,
  request: ParkingRequest,
): ParkingCharge {
  const zone = rules.zones[request.zone];
  if (!zone)
    throw new CityInputError(`Parking zone must be one of ${PARKING_ZONES.join(', ')}`, {
      errors: { zone: 'Unknown parking zone' },
    });
  const startMs = Date.parse(request.start);
  if (!Number.isFinite(startMs) || !(request.hours > 0 && request.hours <= 24))
    throw new CityInputError('Parking needs a start date-time and 0 to 24 hours', {
      errors: { parking: 'Give a start date-time and hours from 0 to 24' },
    });
  const local = new Date(startMs + 8 * 3600_000);
  const date = local.toISOString().slice(0, 10);
  const base = { label: zone.label, asOf: zone.asOf, sourceUrl: zone.sourceUrl };
  if (!zone.days.includes(local.getUTCDay()))
    return {
      ...base,
      amount: 0,
      chargedHours: 0,
      details: `Free on ${local.getUTCDay() === 0 ? 'Sundays' : 'this day'}`,
    };
  if (zone.freeOnHolidays && rules.holidays.has(`${zone.state}|${date}`))
    return { ...base, amount: 0, chargedHours: 0, details: `Free on public holidays (${date})` };
  const startHour = local.getUTCHours() + local.getUTCMinutes() / 60;
  const overlap = Math.max(0, Math.min(startHour + request.hours, zone.to) - Math.max(startHour, zone.from));
  const chargedHours = Math.ceil(overlap - 1e-9);
  let amount = chargedHours === 0 ? 0 : zone.firstHour + (chargedHours - 1) * zone.nextHour;
  if (zone.dailyMax !== null) amount = Math.min(amount, zone.dailyMax);
  const details =
    chargedHours === 0
      ? 'Outside charged hours'
      : `${chargedHours} charged hour${chargedHours > 1 ? 's' : ''}`;
  return { ...base, amount: Math.round(amount * 100) / 100, chargedHours, details };
}

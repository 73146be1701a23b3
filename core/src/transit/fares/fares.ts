// Fares for journeys: KTM Komuter cash table, Rapid KL rail (sampled fare or the distance rule),
// MRT feeder flat fare; null with the reason wherever nothing in the data covers a leg.
import type { Fare } from '../model.ts';
import type { FareBand, FareTables } from './tables.ts';
import { pairKey } from './tables.ts';

/** One ride as the fare rules see it. */
export interface FareRide {
  feedId: string;
  lineId: string;
  mode: string;
  fromGtfsId: string;
  toGtfsId: string;
  /** Along the line, straight lines between consecutive stops. */
  km: number;
}

const round10sen = (rm: number) => Math.round(rm * 10) / 10;
const unknown = (note: string, source = '', asOf: string | null = null): Fare => ({
  amount: null,
  currency: 'MYR',
  note,
  source,
  asOf,
});

/** The 2015 distance-based fare: flag fall plus each km charged at its band's rate. */
export function distanceFare(flagFall: number, bands: FareBand[], km: number): number {
  let total = flagFall;
  for (const band of bands) {
    const upper = band.toKm ?? Infinity;
    if (km > band.fromKm) total += (Math.min(km, upper) - band.fromKm) * band.perKm;
  }
  return round10sen(total);
}

function rapidRail(t: FareTables['rapidRail'], rides: FareRide[]): Fare {
  const from = rides[0]!.fromGtfsId;
  const to = rides.at(-1)!.toGtfsId;
  const sample = t.samples.find((s) => (s.from === from && s.to === to) || (s.from === to && s.to === from));
  if (sample) {
    return {
      amount: sample.cash,
      currency: 'MYR',
      note: 'cash fare from the operator',
      source: t.samplesSource,
      asOf: t.samplesAsOf,
    };
  }
  const km = rides.reduce((n, r) => n + r.km, 0);
  const monorailOnly = rides.every((r) => r.mode === 'monorail');
  const bands = monorailOnly ? t.monorailBands : t.lrtBands;
  const covered = bands.some((b) => b.toKm === null || b.toKm >= km);
  if (!covered)
    return unknown(
      `the ${monorailOnly ? 'monorail' : 'LRT'} distance rule does not cover ${km.toFixed(1)} km`,
      t.source,
      t.asOf,
    );
  return {
    amount: distanceFare(t.flagFall, bands, km),
    currency: 'MYR',
    note: `estimated with the ${t.asOf} distance rule over ${km.toFixed(1)} km (the operator's current integrated fares may differ; see docs/transit.md for how close it comes)`,
    source: t.source,
    asOf: t.asOf,
  };
}

function ktm(t: FareTables['ktmKomuter'], rides: FareRide[]): Fare {
  if (rides.some((r) => r.lineId !== 'ktmb:KC05_KB18' && r.lineId !== 'ktmb:KA15_KD19')) {
    return unknown('no fare table for KTMB ETS, Intercity or Northern Komuter in the data');
  }
  const amount = t.pairs[pairKey(rides[0]!.fromGtfsId, rides.at(-1)!.toGtfsId)];
  if (amount === undefined)
    return unknown('this station pair is not in the 2015 KTM Komuter cash table', t.source, t.asOf);
  return { amount, currency: 'MYR', note: 'adult cash fare', source: t.source, asOf: t.asOf };
}

function bus(t: FareTables, ride: FareRide): Fare {
  if (ride.feedId === 'rapid-bus-mrtfeeder') {
    const f = t.feederBus;
    return {
      amount: f.amount,
      currency: 'MYR',
      note: 'MRT feeder bus flat fare (cashless)',
      source: f.source,
      asOf: f.asOf,
    };
  }
  return unknown(t.rapidBus.note, t.rapidBus.source, t.rapidBus.asOf);
}

function erl(t: FareTables['erl'], rides: FareRide[]): Fare {
  const amount = t.pairs[`KLIA Ekspres|${pairKey(rides[0]!.fromGtfsId, rides.at(-1)!.toGtfsId)}`];
  if (amount === undefined)
    return unknown('no KLIA Ekspres fare for this pair in the data', t.source, t.asOf);
  return { amount, currency: 'MYR', note: 'adult one-way fare', source: t.source, asOf: t.asOf };
}

/** Groups consecutive rides of one fare system (Rapid KL rail integrated; KTM one ticket). */
function fareGroups(rides: FareRide[]): FareRide[][] {
  const system = (r: FareRide) => (r.mode === 'bus' ? `bus:${r.lineId}` : r.feedId);
  const groups: FareRide[][] = [];
  for (const ride of rides) {
    const last = groups.at(-1);
    if (last && system(last[0]!) === system(ride)) last.push(ride);
    else groups.push([ride]);
  }
  return groups;
}

/** Fare of each ride group, and the total (null with the reasons when any part is unknown). */
export function journeyFares(
  t: FareTables,
  rides: FareRide[],
): { perGroup: Fare[]; groups: FareRide[][]; total: Fare } {
  const groups = fareGroups(rides);
  const perGroup = groups.map((g) =>
    g[0]!.feedId === 'erl'
      ? erl(t.erl, g)
      : g[0]!.feedId === 'rapid-rail-kl'
        ? rapidRail(t.rapidRail, g)
        : g[0]!.feedId === 'ktmb'
          ? ktm(t.ktmKomuter, g)
          : bus(t, g[0]!),
  );
  if (rides.length === 0)
    return {
      perGroup,
      groups,
      total: { amount: 0, currency: 'MYR', note: 'walk only', source: '', asOf: null },
    };
  const missing = perGroup.filter((f) => f.amount === null);
  if (missing.length > 0) {
    return { perGroup, groups, total: unknown(`fare unknown: ${missing.map((f) => f.note).join('; ')}`) };
  }
  const dates = perGroup
    .map((f) => f.asOf)
    .filter((d): d is string => !!d)
    .sort();
  return {
    perGroup,
    groups,
    total: {
      amount: round10sen(perGroup.reduce((n, f) => n + (f.amount ?? 0), 0)),
      currency: 'MYR',
      note: perGroup.map((f) => f.note).join('; '),
      source: [...new Set(perGroup.map((f) => f.source))].join('; '),
      asOf: dates[0] ?? null,
    },
  };
}

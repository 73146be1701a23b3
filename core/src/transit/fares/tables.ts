// Fare tables compiled into the timetable from data/transit/fares (each with its source and date).

export interface FareBand {
  fromKm: number;
  /** null: no upper limit */
  toKm: number | null;
  perKm: number;
}

export interface FareTables {
  ktmKomuter: { source: string; asOf: string; pairs: Record<string, number> };
  rapidRail: {
    source: string;
    asOf: string;
    flagFall: number;
    lrtBands: FareBand[];
    monorailBands: FareBand[];
    samples: Array<{ from: string; to: string; cash: number }>;
    samplesSource: string;
    samplesAsOf: string;
  };
  feederBus: { amount: number; source: string; asOf: string };
  /** Adult one-way fares by `line|station|station` (station names as in the fare file). */
  erl: { source: string; asOf: string; pairs: Record<string, number> };
  rapidBus: { note: string; source: string; asOf: string };
}

/** Both directions of a symmetric pair share one key. */
export const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

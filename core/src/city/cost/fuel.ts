// Pump prices from data.gov.my's weekly `fuelprice` dataset (MOF, CC BY 4.0): the shipped copy,
// and an adapter for the live dataset.
import { ProviderError } from '../shared/errors.ts';
import { getJson, isNumber, isRecord } from '../routing/http.ts';
import { CITY_DATA_DIR } from '../weather/locations.ts';
import { readCsvRecords } from '../../shared/csv.ts';

export interface FuelPrices {
  /** The week the prices apply from (YYYY-MM-DD). */
  date: string;
  /** RON95 at the unsubsidised pump price, which anyone pays. */
  ron95: number;
  /**
   * RON95 under BUDI95, the targeted subsidy for Malaysian citizens with a driving licence (a
   * monthly quota of litres per person); null where the series has no such price.
   */
  ron95Budi95: number | null;
  ron97: number;
  diesel: number;
  source: string;
}

const priceOrNull = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null;
};

export interface FuelPriceProvider {
  readonly source: 'shipped' | 'datagovmy';
  latest(signal?: AbortSignal): Promise<FuelPrices>;
}

export const FUEL_SOURCE = 'data.gov.my fuelprice (Ministry of Finance), CC BY 4.0';
export const SHIPPED_FUEL_FILE = 'fuelprice_datagovmy_2017-2026.csv';

/** The latest `level` row of the shipped weekly series. */
export function shippedFuelPrices(dir = CITY_DATA_DIR): FuelPrices {
  const levels = readCsvRecords(`${dir}${SHIPPED_FUEL_FILE}`)
    .filter((r) => r.series_type === 'level')
    .sort((a, b) => a.date!.localeCompare(b.date!));
  const row = levels.at(-1)!;
  return {
    date: row.date!,
    ron95: Number(row.ron95),
    ron95Budi95: priceOrNull(row.ron95_budi95),
    ron97: Number(row.ron97),
    diesel: Number(row.diesel),
    source: `${FUEL_SOURCE}, shipped copy`,
  };
}

export class ShippedFuelPrices implements FuelPriceProvider {
  readonly source = 'shipped';
  private readonly prices: FuelPrices;
  constructor(dir = CITY_DATA_DIR) {
    this.prices = shippedFuelPrices(dir);
  }
  async latest() {
    return this.prices;
  }
}

/** The live dataset through data.gov.my's data catalogue API. */
export class DataGovMyFuelPrices implements FuelPriceProvider {
  readonly source = 'datagovmy';
  private readonly options: { baseUrl: string; timeoutMs: number };
  constructor(options: { baseUrl: string; timeoutMs: number }) {
    this.options = { ...options, baseUrl: options.baseUrl.replace(/\/$/, '') };
  }

  async latest(signal?: AbortSignal): Promise<FuelPrices> {
    const params = new URLSearchParams({ id: 'fuelprice', sort: '-date', limit: '10' });
    const body = await getJson(
      `${this.options.baseUrl}/data-catalogue?${params}`,
      'data.gov.my fuelprice',
      this.options.timeoutMs,
      signal,
    );
    const row = Array.isArray(body)
      ? body.filter(isRecord).find((r) => r.series_type === 'level')
      : undefined;
    if (
      !row ||
      typeof row.date !== 'string' ||
      !isNumber(row.ron95) ||
      !isNumber(row.ron97) ||
      !isNumber(row.diesel)
    )
      throw new ProviderError('data.gov.my fuelprice answered no price level');
    return {
      date: row.date,
      ron95: row.ron95,
      ron95Budi95: priceOrNull(row.ron95_budi95),
      ron97: row.ron97,
      diesel: row.diesel,
      source: `${FUEL_SOURCE}, live`,
    };
  }
}

// MET Malaysia's forecast and warnings through data.gov.my's API
// (https://developer.data.gov.my/realtime-api/weather): JSON arrays, Malay forecast text.
import { ProviderError } from '../shared/errors.ts';
import { getJson, isNumber, isRecord } from '../routing/http.ts';
import type { ForecastDay, WeatherProvider, WeatherWarning } from './types.ts';

export const DATA_GOV_MY_URL = 'https://api.data.gov.my';

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

export class MetMalaysiaWeather implements WeatherProvider {
  readonly source = 'metmalaysia';
  private readonly baseUrl: string;
  private readonly timeoutMs: number;

  constructor(options: { baseUrl?: string; timeoutMs: number }) {
    this.baseUrl = (options.baseUrl ?? DATA_GOV_MY_URL).replace(/\/$/, '');
    this.timeoutMs = options.timeoutMs;
  }

  async forecast(locationId: string, signal?: AbortSignal): Promise<ForecastDay[]> {
    const params = new URLSearchParams({
      contains: `${locationId}@location__location_id`,
      sort: 'date',
      limit: '7',
    });
    const body = await getJson(
      `${this.baseUrl}/weather/forecast?${params}`,
      'MET Malaysia forecast',
      this.timeoutMs,
      signal,
    );
    if (!Array.isArray(body))
      throw new ProviderError('MET Malaysia forecast answered something that is not a list');
    return body.map(readDay).filter((d) => d.locationId === locationId);
  }

  async warnings(signal?: AbortSignal): Promise<WeatherWarning[]> {
    const params = new URLSearchParams({ sort: '-warning_issue__issued', limit: '10' });
    const body = await getJson(
      `${this.baseUrl}/weather/warning?${params}`,
      'MET Malaysia warnings',
      this.timeoutMs,
      signal,
    );
    if (!Array.isArray(body))
      throw new ProviderError('MET Malaysia warnings answered something that is not a list');
    return body.filter(isRecord).map(readWarning);
  }
}

function readDay(record: unknown): ForecastDay {
  const location = isRecord(record) && isRecord(record.location) ? record.location : undefined;
  if (
    !isRecord(record) ||
    !location ||
    typeof location.location_id !== 'string' ||
    typeof record.date !== 'string'
  )
    throw new ProviderError('MET Malaysia forecast answered a record without location or date');
  return {
    locationId: location.location_id,
    locationName: text(location.location_name) ?? location.location_id,
    date: record.date,
    morning: text(record.morning_forecast) ?? '',
    afternoon: text(record.afternoon_forecast) ?? '',
    night: text(record.night_forecast) ?? '',
    summary: text(record.summary_forecast) ?? '',
    summaryWhen: text(record.summary_when) ?? '',
    minTemp: isNumber(record.min_temp) ? record.min_temp : null,
    maxTemp: isNumber(record.max_temp) ? record.max_temp : null,
  };
}

function readWarning(record: Record<string, unknown>): WeatherWarning {
  const issue = isRecord(record.warning_issue) ? record.warning_issue : {};
  return {
    issued: text(issue.issued),
    title: text(issue.title_en) ?? text(issue.title_bm) ?? 'Weather warning',
    heading: text(record.heading_en) ?? text(record.heading_bm),
    text: text(record.text_en) ?? text(record.text_bm),
    instruction: text(record.instruction_en) ?? text(record.instruction_bm),
    validFrom: text(record.valid_from),
    validTo: text(record.valid_to),
    malay: {
      title: text(issue.title_bm),
      heading: text(record.heading_bm),
      text: text(record.text_bm),
      instruction: text(record.instruction_bm),
    },
  };
}

/** Warnings still in force at `now`: valid_to ahead, or issued within the last day when open-ended. */
export function currentWarnings(warnings: WeatherWarning[], now: Date): WeatherWarning[] {
  const t = now.getTime();
  return warnings.filter((w) => {
    if (w.validTo) return Date.parse(w.validTo) >= t;
    return w.issued !== null && t - Date.parse(w.issued) <= 86_400_000;
  });
}

/** A MET Malaysia forecast location (data/city/met_forecast_location_ids.json). */
export interface ForecastLocation {
  id: string;
  name: string;
  category: 'Town' | 'District' | 'Recreation Centre' | 'Division' | 'State';
  slug: string;
}

/** One day of a MET Malaysia forecast, as data.gov.my serves it (Malay text). */
export interface ForecastDay {
  locationId: string;
  locationName: string;
  date: string;
  morning: string;
  afternoon: string;
  night: string;
  summary: string;
  summaryWhen: string;
  minTemp: number | null;
  maxTemp: number | null;
}

export interface WeatherWarning {
  issued: string | null;
  title: string;
  heading: string | null;
  text: string | null;
  instruction: string | null;
  validFrom: string | null;
  validTo: string | null;
  /** MET's own Malay wording of the same warning (it publishes both), for readers in Malay. */
  malay?: { title: string | null; heading: string | null; text: string | null; instruction: string | null };
}

/** A weather provider: MET Malaysia through data.gov.my. */
export interface WeatherProvider {
  readonly source: 'metmalaysia';
  forecast(locationId: string, signal?: AbortSignal): Promise<ForecastDay[]>;
  warnings(signal?: AbortSignal): Promise<WeatherWarning[]>;
}

/** The spec's weather info. */
export interface WeatherInfo {
  location: string;
  state: string | null;
  locationId: string | null;
  temperature: { current: number | null; min: number | null; max: number | null; unit: 'C' };
  conditions: string;
  humidity: number | null;
  wind: string | null;
  summary: string;
  morning: string | null;
  afternoon: string | null;
  night: string | null;
  recommendations: { clothing: string[]; transport: string[]; activities: string[] };
  healthAdvisory: string | null;
  alerts: { items: WeatherWarning[]; contact: { name: string; website: string; emergency: string } };
  season: { name: string; pattern: string };
  lastUpdated: string;
  forecastDate: string | null;
  source: string;
  fallback: boolean;
  /** Why the live forecast is missing, when it is. */
  fallbackReason: string | null;
}

// The tools the assistant calls, as ports: the pipeline is tested with them, and the real
// functions (places, knowledge, transit, city data) are wired in by `assistantDepsFor`.
import type { ChatCard, ChatSource, LatLng } from '@pintar/contracts';
import type { HolidayQuery } from './holidays.ts';

export interface PlaceHit {
  id: string;
  name: string;
  category: string;
  lat: number;
  lng: number;
  address?: string;
  city?: string;
  state?: string;
  phone?: string;
  types?: string[];
  source?: string;
  /** Who published the data and as of when (`2018-04`): an old extract is said to be old. */
  source_name?: string;
  source_date?: string;
  updated_at?: string;
  /** From the point asked about, when one was given. */
  distance_m: number | null;
}

export interface PlaceQuery {
  text?: string;
  near?: LatLng;
  radiusM?: number;
  category?: string;
  limit: number;
}

export interface PlacesTool {
  search(query: PlaceQuery): Promise<PlaceHit[]>;
  /** Whether the catalogue holds any place of this category (mosques may not be imported yet). */
  hasCategory(category: string): Promise<boolean>;
}

export interface KnowledgeHit {
  id: string;
  title: string;
  content: string;
  category: string;
  language: string;
  updated_at: string;
  url?: string;
}

export interface KnowledgeQuery {
  query: string;
  language?: string;
  location?: LatLng;
  limit: number;
  strict?: boolean;
  /** Asked of the English entries when the user's language has none. */
  english?: string;
  /** The places named in the question: they weigh less than its subject when ranking entries. */
  places?: string[];
  /** The whole question as typed: entries are ranked by the meaning they share with it. */
  question?: string;
}

export interface KnowledgeTool {
  /** `strict`: every word must match (side lookups); otherwise any word, best first, when none match all. */
  search(input: KnowledgeQuery): Promise<KnowledgeHit[]>;
}

/** What a service tool hands back: its card, where the figures came from, and the figures the text may quote. */
export interface ToolAnswer {
  card: ChatCard;
  sources: ChatSource[];
  /** Named figures and words for the templates: distance, duration, total, summary, number. */
  facts: Record<string, string | number>;
  /** Places the answer lists (emergency services), nearest first. */
  items?: Array<{ name: string; distance_m: number | null; category?: string }>;
  /** Rows the answer lists line by line (departures per direction, lines per station). */
  rows?: Array<Record<string, string>>;
}

export type TravelMode = 'driving' | 'walking' | 'bicycling' | 'transit';

export interface Endpoint extends LatLng {
  name: string;
  /** The catalogue place, when the endpoint is one. */
  id?: string;
}

export interface RouteTool {
  preview(
    input: { origin: Endpoint; destination: Endpoint; mode: TravelMode },
    signal?: AbortSignal,
  ): Promise<ToolAnswer>;
}

export interface WeatherTool {
  forecast(input: { place: Endpoint; time?: string }, signal?: AbortSignal): Promise<ToolAnswer>;
}

export interface TransportTool {
  /** Lines near a point, or one line (its timetable id) wherever it runs. */
  status(input: { near?: LatLng; line?: string }, signal?: AbortSignal): Promise<ToolAnswer>;
}

export interface CostTool {
  trip(
    input: { origin: Endpoint; destination: Endpoint; mode: TravelMode },
    signal?: AbortSignal,
  ): Promise<ToolAnswer>;
}

export interface EmergencyTool {
  nearest(input: { near: LatLng }, signal?: AbortSignal): Promise<ToolAnswer>;
}

export interface FuelTool {
  /** This week's pump prices, with the date they apply from. */
  prices(signal?: AbortSignal): Promise<ToolAnswer>;
}

export interface HolidayTool {
  /** Whether a day is a public holiday, the next one, or when a named one falls, by state. */
  holidays(input: HolidayQuery): Promise<ToolAnswer>;
}

export interface DeparturesTool {
  /** The next departures per direction at the station nearest a point, at a time. */
  departures(input: { near: LatLng; at: string }, signal?: AbortSignal): Promise<ToolAnswer>;
  /** The lines at the stations nearest a point. */
  lines(input: { near: LatLng; at: string }, signal?: AbortSignal): Promise<ToolAnswer>;
}

/**
 * Every tool the assistant may call. Places and knowledge always exist; the others appear as
 * their services land, and until then the assistant says it cannot do that yet.
 */
export interface AssistantTools {
  places: PlacesTool;
  knowledge: KnowledgeTool;
  route?: RouteTool;
  weather?: WeatherTool;
  transport?: TransportTool;
  cost?: CostTool;
  emergency?: EmergencyTool;
  fuel?: FuelTool;
  holidays?: HolidayTool;
  stations?: DeparturesTool;
}

export type ServiceName = 'route' | 'weather' | 'transport' | 'cost' | 'emergency';

// Builds the assistant's tools from the platform's read models and the city and transit services.
import type { CityServices } from '../city/services.ts';
import { createPlaceResolver } from '../locations/resolver.ts';
import type { Platform } from '../platform.ts';
import { contextPorts } from './context/ports.ts';
import type { LlmPort } from './llm/port.ts';
import {
  cityCostTool,
  cityEmergencyTool,
  cityRouteTool,
  cityWeatherTool,
  type TransitDeps,
  transitStatusTool,
} from './tools/city.ts';
import { ShippedFuelPrices } from '../city/cost/fuel.ts';
import { fuelTool } from './tools/fuel.ts';
import { holidayAnswer } from './tools/holidays.ts';
import { knowledgeTool } from './tools/knowledge.ts';
import { timetableStationsTool } from './tools/stations.ts';
import { placesTool } from './tools/places.ts';
import type {
  AssistantTools,
  CostTool,
  EmergencyTool,
  RouteTool,
  TransportTool,
  WeatherTool,
} from './tools/ports.ts';
import type { AssistantDeps } from './types.ts';

/** Where transport status is looked at when the user gives no place: KL Sentral, the rail network's hub (data/places). */
const NETWORK_HUB = { lat: 3.134167, lng: 101.686111 };

export interface AssistantOptions {
  llm?: LlmPort | undefined;
  /** The city services (route, weather, cost, emergency): `cityServicesFor(platform)`. */
  city?: CityServices | undefined;
  /** The loaded timetable (transport status); the transit route itself comes through the city services. */
  transit?: TransitDeps | undefined;
  /** The realtime metrics for the chat context (the API's `GET /api/realtime/metrics` figures). */
  metrics?: (() => Promise<Record<string, unknown>>) | undefined;
  /** Tools given directly win over those built from the services (tests, other providers). */
  route?: RouteTool | undefined;
  weather?: WeatherTool | undefined;
  transport?: TransportTool | undefined;
  cost?: CostTool | undefined;
  emergency?: EmergencyTool | undefined;
  now?: () => Date;
}

function serviceTools(options: AssistantOptions, now: () => Date): Partial<AssistantTools> {
  const { city, transit } = options;
  const route = options.route ?? (city ? cityRouteTool(city) : undefined);
  const tools: Partial<AssistantTools> = {
    route,
    weather: options.weather ?? (city ? cityWeatherTool(city) : undefined),
    cost: options.cost ?? (city && route ? cityCostTool(city, route) : undefined),
    emergency: options.emergency ?? (city ? cityEmergencyTool(city) : undefined),
    transport: options.transport ?? (transit ? transitStatusTool(transit, now, NETWORK_HUB) : undefined),
    // The shipped fuel prices and holidays need no service: they are data files.
    fuel: fuelTool(city?.fuel ?? new ShippedFuelPrices()),
    holidays: { holidays: async (query) => holidayAnswer(query) },
    stations: transit ? timetableStationsTool(transit.timetable) : undefined,
  };
  return Object.fromEntries(Object.entries(tools).filter(([, tool]) => tool !== undefined));
}

export function assistantDepsFor(
  platform: Pick<Platform, 'documents' | 'search'>,
  options: AssistantOptions = {},
): AssistantDeps {
  const stores = { documents: platform.documents, search: platform.search };
  const now = options.now ?? (() => new Date());
  const places = placesTool(platform.search, platform.documents);
  return {
    tools: {
      places,
      knowledge: knowledgeTool(stores),
      ...serviceTools(options, now),
    },
    context: contextPorts({ city: options.city, places, metrics: options.metrics }),
    resolver: createPlaceResolver(platform.search),
    ...(options.llm ? { llm: options.llm } : {}),
    now,
  };
}

// Card data as the contract names it (contracts/openapi.yaml, generated types). `Loose` keeps the
// field names checked at compile time while every value is read defensively at run time: a newer
// or older server may leave optional fields out or send a shape this app does not know yet.
import type { components } from '@pintar/contracts/openapi';

type Schemas = components['schemas'];

export type Loose<T> = { [K in keyof T]?: unknown };

export type RouteCardData = Loose<Schemas['RoutePreview']> & Loose<Schemas['TransitRoutePreview']>;
export type WeatherCardData = Loose<Schemas['WeatherInfo']>;
export type TransportCardData = Loose<Schemas['TransportInfo']>;
export type CostCardData = Loose<Schemas['TripCost']>;
/** The city service's emergency services, or the assistant's list of catalogue places. */
export type EmergencyCardData = Loose<Schemas['EmergencyServices']> & { emergencyServices?: unknown };
export type EmergencyFacilityData = Loose<Schemas['EmergencyFacility']> & { category?: unknown };
export type TransitLegData = Loose<Schemas['TransitLeg']>;
export type KnowledgeCardData = Loose<Schemas['KnowledgeEntry']>;

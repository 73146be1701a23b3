import {
  getPlaces,
  type ImportDeps,
  type LiveMatcher,
  type Place,
  type PlaceEnricher,
  placeSearchProjection,
  placesProjection,
  placeStatsProjection,
  type Platform,
  PLACES_TOPIC,
  recordAndProject,
  type DomainEvent,
} from '@pintar/core';
import type { Request } from 'express';
import { caller } from '../identity/access.ts';

export interface PlacesContext {
  platform: Platform;
  matcher: LiveMatcher;
  enricher: PlaceEnricher;
  projectionTimeoutMs: number;
  /** Tells this process's admins that places changed (stats and lists reload). */
  notify(event: string, payload: unknown): void;
}

/** Read models a place write waits for, so the answer and the next list agree. */
export const PLACE_READ_MODELS = [
  placesProjection.name,
  placeSearchProjection.name,
  placeStatsProjection.name,
];

export const actorOf = (req: Request): string => caller(req).user.uid;

export const contextOf = (req: Request) => ({ actor: actorOf(req), now: new Date().toISOString() });

/** Records place events and answers once the lists, search and statistics hold them. */
export async function recordPlaces(
  ctx: PlacesContext,
  req: Request,
  events: readonly DomainEvent[],
): Promise<void> {
  if (events.length === 0) return;
  await recordAndProject(ctx.platform.eventLog, PLACES_TOPIC, events, {
    actor: actorOf(req),
    correlationId: String(req.id),
    projections: PLACE_READ_MODELS,
    timeoutMs: ctx.projectionTimeoutMs,
  });
  for (const { data } of events) {
    const place = (data as { place?: Place }).place;
    if (place) ctx.matcher.matcher.add(place);
  }
  ctx.notify('places:changed', { count: events.length });
}

/** What an import job needs: the log, the duplicate check, enrichment and the place documents. */
export const importDeps = (ctx: PlacesContext): ImportDeps => ({
  log: ctx.platform.eventLog,
  matcher: ctx.matcher,
  enricher: ctx.enricher,
  readPlaces: (ids) => getPlaces(ctx.platform.documents, ids),
  projections: PLACE_READ_MODELS,
  // An import runs in the background: it is complete when every row can be read and searched,
  // which after a large file on slow read models can take minutes, not a request's timeout.
  projectionTimeoutMs: Math.max(ctx.projectionTimeoutMs, 600_000),
});

import {
  decideBulkUpdate,
  decideCreatePlace,
  decideDeletePlace,
  decideEnhance,
  decideUpdatePlace,
  getPlace,
  getPlaces,
  listPlaces,
  PLACES_TOPIC,
  type Place,
  type PlaceEnhanced,
  placeFilterChoices,
  placeStatistics,
  type MatchResult,
  OSM_MATCH_RADIUS_M,
  QuotaExceededError,
  UNMATCHED_REASONS,
  type UnmatchedReason,
} from '@pintar/core';
import { type Request, type Response, type Router } from 'express';
import { HttpProblem, problems } from '../http/problem.ts';
import { contextOf, type PlacesContext, recordPlaces } from './context.ts';
import { isRaDialect, raPlaceQuery, specPlaceQuery } from './listQuery.ts';
import { sendRaPage, specPagination } from '../http/raList.ts';
import { assertVersion, conflict, sendVersioned } from '../http/versions.ts';
import { contractRouter } from '../http/operations/bind.ts';

const idOf = (req: Request) => String(req.params.id);

async function placeOrNotFound(ctx: PlacesContext, id: string): Promise<Place> {
  const place = await getPlace(ctx.platform.documents, id);
  if (!place) throw problems.notFound('No place has this id.');
  return place;
}

/** The places found among `ids`, and the ids that are not. */
async function placesAmong(ctx: PlacesContext, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  const places = await getPlaces(ctx.platform.documents, unique);
  const found = new Set(places.map((p) => p.id));
  return { places, missing: unique.filter((id) => !found.has(id)) };
}

const keyTaken = (source: string, sourceId: string | null | undefined, id: string) =>
  conflict(
    `A place from ${source} with source_id ${sourceId ?? ''} exists already (${id}). Edit that place, or send the create with ?upsert=true to update it.`,
  );

/** Applies the body's changes to `current`, if the caller's version is still current. */
async function updateFrom(ctx: PlacesContext, req: Request, res: Response, current: Place) {
  assertVersion(req, current, 'place');
  const decision = decideUpdatePlace(current, req.body, contextOf(req));
  if (!decision.ok) throw problems.validation(decision.errors);
  await recordPlaces(ctx, req, decision.events);
  sendVersioned(res, decision.events[0]?.data.place ?? current);
}

/** Asks the enrichment source about each place; stops at the daily quota and says so. */
async function enhanceAll(ctx: PlacesContext, req: Request, places: readonly Place[]) {
  const events: PlaceEnhanced[] = [];
  const reasons = Object.fromEntries(UNMATCHED_REASONS.map((reason) => [reason, 0])) as Record<
    UnmatchedReason,
    number
  >;
  const outcomes = new Map<string, MatchResult>();
  let matched = 0;
  let message: string | undefined;
  for (const place of places) {
    try {
      const result = await ctx.enricher.match(place);
      outcomes.set(place.id, result);
      if (!result.matched) {
        reasons[result.reason] += 1;
        continue;
      }
      matched += 1;
      const event = decideEnhance(place, result.fields, ctx.enricher.source, contextOf(req));
      if (event) events.push(event);
    } catch (error) {
      if (!(error instanceof QuotaExceededError)) throw error;
      message = error.message;
      break;
    }
  }
  await recordPlaces(ctx, req, events);
  const unmatched = UNMATCHED_REASONS.reduce((sum, reason) => sum + reasons[reason], 0);
  return { events, matched, unmatched, reasons, outcomes, message };
}

const SOURCE_NAME = { google: 'Google Places', osm: 'the OpenStreetMap data' } as const;

/** What one Enhance found, in words: the match and what it added, or why there was none. */
function enhanceMessage(ctx: PlacesContext, result: MatchResult | undefined, added: number): string {
  const source = SOURCE_NAME[ctx.enricher.source];
  if (!result) return `No answer from ${source}.`;
  if (!result.matched) return result.detail;
  const where = result.distanceM === null ? '' : ` ${result.distanceM} m away`;
  return added > 0
    ? `Matched in ${source}${where}: ${added} missing detail${added === 1 ? '' : 's'} filled.`
    : `Matched in ${source}${where}, which has nothing this place lacks.`;
}

/** The admin places calls: list, CRUD, bulk actions, enrichment, filters and statistics. */
export function placeRoutes(ctx: PlacesContext): Router {
  const router = contractRouter();
  const stores = ctx.platform;

  router.get('/api/admin/places', async (req, res) => {
    const query = req.query as Record<string, unknown>;
    if (isRaDialect(query)) {
      const list = raPlaceQuery(query);
      const { total, items } = await listPlaces(stores, list);
      return sendRaPage(res, 'places', list.skip, items, total);
    }
    const list = specPlaceQuery(query);
    const { total, items } = await listPlaces(stores, list);
    res.json({ places: items, pagination: specPagination(list.page, list.limit, total) });
  });

  router.post('/api/admin/places', async (req, res) => {
    const input = { source: 'admin', ...req.body };
    const upsert = String(req.query.upsert) === 'true';
    const decision = decideCreatePlace(input, contextOf(req));
    if (!decision.ok) throw problems.validation(decision.errors);
    const { id, source, source_id } = decision.events[0]!.data.place;
    const existing = await getPlace(stores.documents, id);
    if (existing && !upsert) throw keyTaken(source, source_id, id);
    if (existing) return updateFrom(ctx, req, res, existing);
    const stream = (await stores.eventLog.versions(PLACES_TOPIC, [id])).get(id) ?? 0;
    if (stream > 0 && !upsert) throw keyTaken(source, source_id, id);
    const created = stream > 0 ? decideCreatePlace(input, contextOf(req), stream) : decision;
    if (!created.ok) throw problems.validation(created.errors);
    await recordPlaces(ctx, req, created.events);
    sendVersioned(res, created.events[0]!.data.place, 201);
  });

  router.post('/api/admin/places/bulk/delete', async (req, res) => {
    const { places, missing } = await placesAmong(ctx, req.body.ids);
    await recordPlaces(ctx, req, places.map(decideDeletePlace));
    res.json({ deleted: places.length, missing });
  });

  router.post('/api/admin/places/bulk/update', async (req, res) => {
    const { places, missing } = await placesAmong(ctx, req.body.ids);
    const decision = decideBulkUpdate(places, req.body.updates, contextOf(req));
    if (!decision.ok) throw problems.validation(decision.errors);
    await recordPlaces(ctx, req, decision.events);
    res.json({ updated: decision.events.length, missing });
  });

  router.post('/api/admin/places/bulk/enhance', async (req, res) => {
    const { places, missing } = await placesAmong(ctx, req.body.ids);
    const { events, matched, unmatched, reasons, message } = await enhanceAll(ctx, req, places);
    res.json({
      enhanced: events.length,
      matched,
      unmatched,
      reasons,
      source: ctx.enricher.source,
      missing,
      ...(message ? { message } : {}),
    });
  });

  router.get('/api/admin/places/:id', async (req, res) => {
    sendVersioned(res, await placeOrNotFound(ctx, idOf(req)));
  });

  router.put('/api/admin/places/:id', async (req, res) => {
    await updateFrom(ctx, req, res, await placeOrNotFound(ctx, idOf(req)));
  });

  router.delete('/api/admin/places/:id', async (req, res) => {
    const current = await placeOrNotFound(ctx, idOf(req));
    assertVersion(req, current, 'place');
    await recordPlaces(ctx, req, [decideDeletePlace(current)]);
    res.json(current);
  });

  router.post('/api/admin/places/:id/enhance', async (req, res) => {
    const current = await placeOrNotFound(ctx, idOf(req));
    assertVersion(req, current, 'place');
    const { events, outcomes, message } = await enhanceAll(ctx, req, [current]);
    if (message) throw new HttpProblem(429, 'quota-exceeded', message);
    const event = events[0];
    const outcome = outcomes.get(current.id);
    res.json({
      place: event?.data.place ?? current,
      enhanced: Boolean(event),
      matched: Boolean(outcome?.matched),
      source: event ? event.data.source : null,
      fields: event?.data.fields ?? [],
      ...(outcome && !outcome.matched ? { reason: outcome.reason } : {}),
      message: enhanceMessage(ctx, outcome, event?.data.fields.length ?? 0),
    });
  });

  // Whether Enhance asks Google (a key is configured) or the shipped OpenStreetMap data: the
  // admin offers "Enhance with Google" only in the first case.
  router.get('/api/admin/enrichment', (_req, res) => {
    res.json({
      source: ctx.enricher.source,
      google_configured: ctx.enricher.source === 'google',
      radius_m: ctx.enricher.source === 'osm' ? OSM_MATCH_RADIUS_M : null,
    });
  });

  router.get('/api/admin/filters', async (_req, res) => {
    res.json(await placeFilterChoices(stores.documents));
  });

  router.get('/api/admin/dashboard/stats', async (_req, res) => {
    res.json(await placeStatistics(stores.documents));
  });

  router.get('/api/places-stats', async (_req, res) => {
    res.json(await placeStatistics(stores.documents));
  });

  return router;
}

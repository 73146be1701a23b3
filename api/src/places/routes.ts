import {
  decideBulkUpdate,
  decideCreatePlace,
  decideDeletePlace,
  decideEnhance,
  decideUpdatePlace,
  getPlace,
  getPlaces,
  listPlaces,
  type Place,
  type PlaceEnhanced,
  placeFilterChoices,
  placeStatistics,
  QuotaExceededError,
} from '@pintar/core';
import { type Request, Router } from 'express';
import { HttpProblem, problems } from '../http/problem.ts';
import { contextOf, type PlacesContext, recordPlaces } from './context.ts';
import { isRaDialect, raPlaceQuery, specPlaceQuery } from './listQuery.ts';
import { sendRaPage, specPagination } from '../http/raList.ts';

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

/** Asks the enrichment source about each place; stops at the daily quota and says so. */
async function enhanceAll(ctx: PlacesContext, req: Request, places: readonly Place[]) {
  const events: PlaceEnhanced[] = [];
  let unmatched = 0;
  let message: string | undefined;
  for (const place of places) {
    try {
      const found = await ctx.enricher.enrich(place);
      const event = found && decideEnhance(place, found, ctx.enricher.source, contextOf(req));
      if (event) events.push(event);
      else unmatched += 1;
    } catch (error) {
      if (!(error instanceof QuotaExceededError)) throw error;
      message = error.message;
      break;
    }
  }
  await recordPlaces(ctx, req, events);
  return { events, unmatched, message };
}

/** The admin places calls: list, CRUD, bulk actions, enrichment, filters and statistics. */
export function placeRoutes(ctx: PlacesContext): Router {
  const router = Router();
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
    const decision = decideCreatePlace({ source: 'admin', ...req.body }, contextOf(req));
    if (!decision.ok) throw problems.validation(decision.errors);
    await recordPlaces(ctx, req, decision.events);
    res.status(201).json(decision.events[0]!.data.place);
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
    const { events, unmatched, message } = await enhanceAll(ctx, req, places);
    res.json({ enhanced: events.length, unmatched, missing, ...(message ? { message } : {}) });
  });

  router.get('/api/admin/places/:id', async (req, res) => {
    res.json(await placeOrNotFound(ctx, idOf(req)));
  });

  router.put('/api/admin/places/:id', async (req, res) => {
    const current = await placeOrNotFound(ctx, idOf(req));
    const decision = decideUpdatePlace(current, req.body, contextOf(req));
    if (!decision.ok) throw problems.validation(decision.errors);
    await recordPlaces(ctx, req, decision.events);
    res.json(decision.events[0]?.data.place ?? current);
  });

  router.delete('/api/admin/places/:id', async (req, res) => {
    const current = await placeOrNotFound(ctx, idOf(req));
    await recordPlaces(ctx, req, [decideDeletePlace(current)]);
    res.json(current);
  });

  router.post('/api/admin/places/:id/enhance', async (req, res) => {
    const current = await placeOrNotFound(ctx, idOf(req));
    const { events, message } = await enhanceAll(ctx, req, [current]);
    if (message) throw new HttpProblem(429, 'quota-exceeded', message);
    const event = events[0];
    res.json({
      place: event?.data.place ?? current,
      enhanced: Boolean(event),
      source: event ? event.data.source : null,
      fields: event?.data.fields ?? [],
      ...(event
        ? {}
        : {
            message: `No match in ${ctx.enricher.source === 'google' ? 'Google Places' : 'the OpenStreetMap data'}, or nothing to add.`,
          }),
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

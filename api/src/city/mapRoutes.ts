import {
  type CityServices,
  CityInputError,
  checkPoint,
  estimateTripCost,
  readPoint,
  reverseGeocodePoint,
  routeInputFromQuery,
  routePreview,
  type RoutePreview,
  type TransitRoutePreview,
  type TravelMode,
} from '@pintar/core';
import type { Router } from 'express';
import { cityProblems } from './problems.ts';
import { contractRouter } from '../http/operations/bind.ts';

/** Google's Distance Matrix allows 100 elements a request; Pintar holds every provider to that. */
export const MAX_BATCH_ELEMENTS = 100;

const isRoad = (preview: RoutePreview | TransitRoutePreview): preview is RoutePreview =>
  preview.mode !== 'transit';

/** Distance and duration of the best route (road or transit). */
const distanceOf = (preview: RoutePreview | TransitRoutePreview, now: Date) => ({
  mode: preview.mode,
  distance: preview.distance,
  duration: preview.duration,
  trafficDuration: isRoad(preview) ? preview.trafficDuration : null,
  straightLineDistance: preview.straightLineDistance,
  apiSource: preview.apiSource,
  fallback: isRoad(preview) ? preview.fallback : false,
  asOf: isRoad(preview) ? preview.asOf : now.toISOString(),
  roads: isRoad(preview) ? preview.bestRoute.roads : [],
});

/** The transit planner's fare for the best journey, when it has one. */
function fareOf(preview: RoutePreview | TransitRoutePreview) {
  const fare = isRoad(preview) ? null : preview.bestRoute?.fare;
  return fare && fare.amount !== null
    ? { amount: fare.amount, source: fare.source, asOf: fare.asOf ?? 'unknown' }
    : null;
}

/** Route preview, distances, reverse geocoding and trip cost (docs/city.md "Routes"). */
export function mapRoutes(city: CityServices): Router {
  const router = contractRouter();

  router.get('/api/maps/preview', async (req, res) => {
    res.json(await routePreview(city, routeInputFromQuery(req.query)));
  });

  router.get('/api/maps/distance', async (req, res) => {
    const input = routeInputFromQuery({
      origin: req.query.origin,
      dest: req.query.dest,
      mode: req.query.mode,
      alternatives: 'false',
    });
    res.json(distanceOf(await routePreview(city, input), city.now()));
  });

  router.post('/api/maps/batch-distance', async (req, res) => {
    const {
      origins,
      destinations,
      mode = 'driving',
    } = req.body as { origins: unknown[]; destinations: unknown[]; mode?: TravelMode };
    if (origins.length * destinations.length > MAX_BATCH_ELEMENTS)
      throw new CityInputError(`At most ${MAX_BATCH_ELEMENTS} origin–destination pairs per request`, {
        errors: {
          destinations: `${origins.length} × ${destinations.length} pairs is more than ${MAX_BATCH_ELEMENTS}`,
        },
      });
    const from = origins.map((p, i) => readPoint(p, `origins[${i}]`));
    const to = destinations.map((p, i) => readPoint(p, `destinations[${i}]`));
    const rows = [];
    let apiSource = 'estimate';
    for (const origin of from) {
      const elements = await Promise.all(
        to.map((destination) =>
          routePreview(city, { origin, destination, mode, alternatives: false }).then((p) =>
            distanceOf(p, city.now()),
          ),
        ),
      );
      apiSource = elements[0]?.apiSource ?? apiSource;
      rows.push({ elements });
    }
    res.json({ mode, apiSource, asOf: city.now().toISOString(), rows });
  });

  router.get('/api/maps/location/:lat/:lng', async (req, res) => {
    res.json(await reverseGeocodePoint(city, checkPoint(req.params.lat, req.params.lng)));
  });

  router.post('/api/maps/cost', async (req, res) => {
    const body = req.body as {
      origin: unknown;
      dest: unknown;
      mode?: TravelMode;
      vehicle?: string;
      parking?: { zone: string; start: string; hours: number };
    };
    const mode = body.mode ?? 'driving';
    const preview = await routePreview(city, {
      origin: readPoint(body.origin, 'origin'),
      destination: readPoint(body.dest, 'dest'),
      mode,
      alternatives: false,
    });
    const cost = await estimateTripCost(city, {
      mode,
      distanceMeters: preview.distance.value,
      roads: isRoad(preview) ? preview.bestRoute.roads : [],
      transitFare: fareOf(preview),
      ...(body.vehicle ? { vehicle: body.vehicle as never } : {}),
      ...(body.parking ? { parking: body.parking as never } : {}),
    });
    res.json({ route: distanceOf(preview, city.now()), cost });
  });

  router.use(cityProblems);
  return router;
}

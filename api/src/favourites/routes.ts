import {
  countFavourites,
  decideFavourite,
  type FavouriteCommand,
  type FavouriteDoc,
  FAVOURITES_MAX,
  FAVOURITES_TOPIC,
  favouritesProjection,
  getFavourite,
  listFavourites,
  type Platform,
  ProjectionTimeoutError,
  recordAndProject,
} from '@pintar/core';
import { type Request, type Response, type Router } from 'express';
import { HttpProblem, problems } from '../http/problem.ts';
import { caller } from '../identity/access.ts';
import { contractRouter } from '../http/operations/bind.ts';

const BASE = '/api/me/favourites';

export interface FavouritesDeps {
  platform: Platform;
  projectionTimeoutMs: number;
}

/** The contract's Favourite: the stored document without the user and the internal id. */
const view = ({ placeId, name, address, category, lat, lng, starredAt, updatedAt }: FavouriteDoc) => ({
  placeId,
  name,
  address,
  category,
  lat,
  lng,
  starredAt,
  updatedAt,
});

/** A signed-in user's starred places (commands → events on pintar.favourites → read model). */
export function favouritesRoutes(deps: FavouritesDeps): Router {
  const router = contractRouter();
  const { documents, eventLog } = deps.platform;

  async function run(req: Request, command: FavouriteCommand): Promise<FavouriteDoc | null> {
    const { userId, placeId } = command.metadata;
    const [current, count] = await Promise.all([
      getFavourite(documents, userId, placeId),
      countFavourites(documents, userId),
    ]);
    const decision = decideFavourite({ current, count }, command);
    if (!decision.ok) {
      if (decision.reason === 'not-found') throw problems.notFound(decision.message);
      if (decision.reason === 'limit') throw new HttpProblem(409, 'favourites-limit', decision.message);
      throw problems.validation(decision.errors ?? {}, decision.message);
    }
    if (decision.events.length === 0) return current;
    try {
      await recordAndProject(eventLog, FAVOURITES_TOPIC, decision.events, {
        actor: userId,
        correlationId: String(req.id),
        projections: [favouritesProjection.name],
        timeoutMs: deps.projectionTimeoutMs,
      });
    } catch (error) {
      if (error instanceof ProjectionTimeoutError)
        throw new HttpProblem(
          503,
          'service-unavailable',
          'Saved; it will show in your favourites in a moment.',
        );
      throw error;
    }
    return current;
  }

  router.get(BASE, async (req, res) => {
    const items = await listFavourites(documents, caller(req).user.uid);
    res.json({ items: items.map(view), total: items.length, max: FAVOURITES_MAX });
  });
  router.put(`${BASE}/:placeId`, async (req: Request, res: Response) => {
    const metadata = { userId: caller(req).user.uid, placeId: String(req.params.placeId) };
    await run(req, { type: 'StarPlace', data: req.body ?? {}, metadata });
    const stored = await getFavourite(documents, metadata.userId, metadata.placeId);
    if (!stored) throw new HttpProblem(503, 'service-unavailable', 'Saved; it will show in a moment.');
    res.json(view(stored));
  });
  router.delete(`${BASE}/:placeId`, async (req: Request, res: Response) => {
    const metadata = { userId: caller(req).user.uid, placeId: String(req.params.placeId) };
    const removed = await run(req, { type: 'UnstarPlace', metadata });
    if (!removed) throw problems.notFound('This place is not in your favourites.');
    res.json(view(removed));
  });
  return router;
}

// The favourites read model: one document per user and place, removed when unstarred.
import {
  EVENT_TYPES,
  type FavouritePlaceStarredData,
  type FavouritePlaceUnstarredData,
} from '@pintar/contracts';
import type { Projection } from '../../projections/projection.ts';
import { type FavouriteDoc, favouriteId, FAVOURITES_TOPIC } from '../favourite.ts';

export const FAVOURITES = {
  name: 'favourites',
  indexes: ['userId'],
  compound: [['userId', 'starredAt']],
} as const;

/** The document after a starred event (keeping when it was first starred). */
export function evolveFavourite(
  doc: FavouriteDoc | null,
  data: FavouritePlaceStarredData,
  time: string,
): FavouriteDoc {
  return {
    id: favouriteId(data.userId, data.placeId),
    ...data,
    starredAt: doc?.starredAt ?? time,
    updatedAt: time,
  };
}

export const favouritesProjection: Projection = {
  name: 'favourites',
  topics: [FAVOURITES_TOPIC],
  target: 'documents',
  async open({ documents }) {
    const favourites = await documents.collection<FavouriteDoc>(FAVOURITES);
    return {
      async apply(batch) {
        for (const { event, position } of batch) {
          if (event.type === EVENT_TYPES.favouritePlaceStarred) {
            const data = event.data as FavouritePlaceStarredData;
            const id = favouriteId(data.userId, data.placeId);
            await favourites.put(evolveFavourite(await favourites.get(id), data, event.time), position);
          } else if (event.type === EVENT_TYPES.favouritePlaceUnstarred) {
            const { userId, placeId } = event.data as FavouritePlaceUnstarredData;
            await favourites.remove(favouriteId(userId, placeId), position);
          }
        }
      },
      clear: () => favourites.clear(),
    };
  },
};

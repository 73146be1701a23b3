// Favourites: places a signed-in user starred from place cards, kept per user on the server.
import {
  type EVENT_TYPES,
  type FavouritePlaceStarredData,
  type FavouritePlaceUnstarredData,
  TOPICS,
} from '@pintar/contracts';

export const FAVOURITES_TOPIC = TOPICS.favourites;
/** How many places one user may keep; more is refused rather than silently dropping old ones. */
export const FAVOURITES_MAX = 200;
export const FAVOURITE_LIMITS = { placeId: 200, name: 200, address: 300, category: 100 } as const;

/** What a place card sends when the user stars a place. */
export interface FavouriteInput {
  name?: unknown;
  address?: unknown;
  category?: unknown;
  lat?: unknown;
  lng?: unknown;
}

export type FavouriteCommand =
  | { type: 'StarPlace'; data: FavouriteInput; metadata: { userId: string; placeId: string } }
  | { type: 'UnstarPlace'; metadata: { userId: string; placeId: string } };

export type FavouriteEvent =
  | { type: typeof EVENT_TYPES.favouritePlaceStarred; subject: string; data: FavouritePlaceStarredData }
  | { type: typeof EVENT_TYPES.favouritePlaceUnstarred; subject: string; data: FavouritePlaceUnstarredData };

/** The read model: one document per user and place. */
export interface FavouriteDoc extends FavouritePlaceStarredData {
  id: string;
  starredAt: string;
  updatedAt: string;
  [field: string]: unknown;
}

export const favouriteId = (userId: string, placeId: string): string => `${userId}:${placeId}`;

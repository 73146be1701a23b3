// Reading a user's favourites: newest first, one of them, and how many.
import type { DocumentStore } from '../../ports/documentStore.ts';
import { type FavouriteDoc, favouriteId, FAVOURITES_MAX } from '../favourite.ts';
import { FAVOURITES } from './projection.ts';

export async function listFavourites(documents: DocumentStore, userId: string): Promise<FavouriteDoc[]> {
  const favourites = await documents.collection<FavouriteDoc>(FAVOURITES);
  return favourites.find({ filter: { userId }, sort: [['starredAt', 'desc']], limit: FAVOURITES_MAX });
}

export async function getFavourite(
  documents: DocumentStore,
  userId: string,
  placeId: string,
): Promise<FavouriteDoc | null> {
  return (await documents.collection<FavouriteDoc>(FAVOURITES)).get(favouriteId(userId, placeId));
}

export async function countFavourites(documents: DocumentStore, userId: string): Promise<number> {
  return (await documents.collection<FavouriteDoc>(FAVOURITES)).count({ userId });
}

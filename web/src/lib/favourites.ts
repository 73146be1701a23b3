// The signed-in user's favourite places, kept on the server (PUT/DELETE /api/me/favourites/...).
// Shared: the place cards star places and the favourites page lists them.
import type { components } from '@pintar/contracts/openapi';
import { authApiClient, withTimeout } from './api-client';
import { type ApiOutcome, toOutcome } from './api-outcome';

export type Favourite = components['schemas']['Favourite'];
export type FavouriteInput = components['schemas']['FavouriteInput'];
export type FavouriteList = components['schemas']['FavouriteList'];

export function listFavourites(signal: AbortSignal): Promise<ApiOutcome<FavouriteList>> {
  return toOutcome(authApiClient.GET('/api/me/favourites', { signal: withTimeout(signal) }), signal);
}

export function starFavourite(
  signal: AbortSignal,
  placeId: string,
  body: FavouriteInput,
): Promise<ApiOutcome<Favourite>> {
  return toOutcome(
    authApiClient.PUT('/api/me/favourites/{placeId}', {
      params: { path: { placeId } },
      body,
      signal: withTimeout(signal),
    }),
    signal,
  );
}

export function unstarFavourite(signal: AbortSignal, placeId: string): Promise<ApiOutcome<Favourite>> {
  return toOutcome(
    authApiClient.DELETE('/api/me/favourites/{placeId}', {
      params: { path: { placeId } },
      signal: withTimeout(signal),
    }),
    signal,
  );
}

/** How a favourite is named in a question: its name, and its address when known. */
export const placeLabel = (place: Pick<Favourite, 'name' | 'address'>): string =>
  place.address ? `${place.name}, ${place.address}` : place.name;

/** Opens a new chat with the question sent (DECISIONS: `/?q=TEXT`). */
export const askLink = (question: string): string => `/?q=${encodeURIComponent(question)}`;

// One list request per page load, shared by every place card on the screen.
let starredIds: Promise<Set<string>> | null = null;

/** The ids of the user's favourites (empty when the list cannot be read: the star then starts off). */
export function knownFavouriteIds(): Promise<Set<string>> {
  starredIds ??= listFavourites(new AbortController().signal).then((outcome) =>
    outcome.kind === 'ok' ? new Set(outcome.data.items.map((f) => f.placeId)) : new Set<string>(),
  );
  return starredIds;
}

/** Keeps the shared list in step after a star or unstar. */
export function rememberFavourite(placeId: string, starred: boolean): void {
  void starredIds?.then((ids) => (starred ? ids.add(placeId) : ids.delete(placeId)));
}

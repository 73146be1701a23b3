// Deciding on star and unstar: validated, idempotent, and capped per user.
import { EVENT_TYPES, type FavouritePlaceStarredData } from '@pintar/contracts';
import type { FieldErrors } from '../shared/validation.ts';
import {
  FAVOURITE_LIMITS,
  type FavouriteCommand,
  type FavouriteDoc,
  type FavouriteEvent,
  type FavouriteInput,
  FAVOURITES_MAX,
} from './favourite.ts';

/** The same rule as the contract's path parameter. */
const PLACE_ID = /^[A-Za-z0-9:._~-]{1,200}$/;

export type FavouriteDecision =
  | { ok: true; events: FavouriteEvent[] }
  | { ok: false; reason: 'invalid' | 'not-found' | 'limit'; message: string; errors?: FieldErrors };

/** What the decision needs to know: the user's current favourite for this place and how many they keep. */
export interface FavouriteState {
  current: FavouriteDoc | null;
  count: number;
}

function text(value: unknown, max: number, field: string, errors: FieldErrors, required: boolean) {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  if (value !== undefined && value !== null && typeof value !== 'string')
    errors[field] = `${field} must be text`;
  else if (!trimmed && required) errors[field] = `${field} is required`;
  else if (trimmed.length > max) errors[field] = `${field} must be at most ${max} characters`;
  return trimmed || null;
}

function coordinate(value: unknown, limit: number, field: string, errors: FieldErrors): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || Math.abs(value) > limit)
    errors[field] = `${field} must be a number between -${limit} and ${limit}`;
  return value as number;
}

export function validateFavourite(
  userId: string,
  placeId: string,
  input: FavouriteInput,
): { data?: FavouritePlaceStarredData; errors: FieldErrors } {
  const errors: FieldErrors = {};
  if (!PLACE_ID.test(placeId))
    errors.placeId = `placeId must be 1 to ${FAVOURITE_LIMITS.placeId} letters, digits or : . _ ~ -`;
  const name = text(input.name, FAVOURITE_LIMITS.name, 'name', errors, true);
  const address = text(input.address, FAVOURITE_LIMITS.address, 'address', errors, false);
  const category = text(input.category, FAVOURITE_LIMITS.category, 'category', errors, false);
  const lat = coordinate(input.lat, 90, 'lat', errors);
  const lng = coordinate(input.lng, 180, 'lng', errors);
  if (Object.keys(errors).length || !name) return { errors };
  return { data: { userId, placeId, name, address, category, lat, lng }, errors };
}

const same = (doc: FavouriteDoc, data: FavouritePlaceStarredData) =>
  doc.name === data.name &&
  doc.address === data.address &&
  doc.category === data.category &&
  doc.lat === data.lat &&
  doc.lng === data.lng;

export function decideFavourite(state: FavouriteState, command: FavouriteCommand): FavouriteDecision {
  const { userId, placeId } = command.metadata;
  switch (command.type) {
    case 'StarPlace': {
      const { data, errors } = validateFavourite(userId, placeId, command.data);
      if (!data) return { ok: false, reason: 'invalid', message: 'Some fields need your attention.', errors };
      if (state.current && same(state.current, data)) return { ok: true, events: [] };
      if (!state.current && state.count >= FAVOURITES_MAX)
        return {
          ok: false,
          reason: 'limit',
          message: `You can keep up to ${FAVOURITES_MAX} favourite places; remove one first.`,
        };
      return { ok: true, events: [{ type: EVENT_TYPES.favouritePlaceStarred, subject: userId, data }] };
    }
    case 'UnstarPlace':
      if (!state.current)
        return { ok: false, reason: 'not-found', message: `"${placeId}" is not among your favourites.` };
      return {
        ok: true,
        events: [{ type: EVENT_TYPES.favouritePlaceUnstarred, subject: userId, data: { userId, placeId } }],
      };
    default: {
      const never: never = command;
      return never;
    }
  }
}

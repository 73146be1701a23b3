// Fixed vocabularies and limits of places (docs/places.md; docs/product.md, Admin limits).

/** Place list page size (docs/product.md, Admin limits). */
export const PLACES_PER_PAGE = 50;

// The vocabularies and limits the server checks, from the contracts, so form and server agree.
export {
  PLACE_CATEGORIES as CATEGORIES,
  PLACE_LIMITS as LIMITS,
  MALAYSIA_BOUNDS,
  MALAYSIAN_STATES as STATES,
  type MalaysianState as PlaceState,
  PLACE_STATUSES as STATUSES,
  type PlaceCategory as Category,
} from '@pintar/contracts/places';

/** Where the map opens when a place has no point yet: the whole of Malaysia. */
export const MALAYSIA_VIEW = { center: { lat: 4.2, lng: 109.0 }, zoom: 5 } as const;

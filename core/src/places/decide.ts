import { EVENT_TYPES } from '@pintar/contracts';
import type { FieldErrors } from '../shared/validation.ts';
import type { PlaceCreated, PlaceDeleted, PlaceEnhanced, PlaceUpdated } from './events.ts';
import { type EnrichmentSource, facetsOf, type Place, placeIdFor } from './place.ts';
import { type PlaceFields, validatePlace } from './validate.ts';

/** Who acts and when; `importId` when the command comes from an import. */
export interface PlaceContext {
  actor: string;
  now: string;
  importId?: string | null;
}

export type Decided<E> = { ok: true; events: E[] } | { ok: false; errors: FieldErrors };

/** Fields an admin may set on many places at once. */
export const BULK_UPDATABLE = ['category', 'status', 'city', 'state', 'district', 'types'] as const;

/** The version a place reaches with its next event. */
export const nextVersion = (current: Pick<Place, 'version'>): number => (current.version ?? 0) + 1;

/**
 * A new place from checked fields. `streamVersion` is where its id's stream stands: 0 for a new
 * one, more when a place with this source key was deleted and is created again (an upsert).
 */
export function newPlace(
  fields: PlaceFields,
  context: PlaceContext,
  id = placeIdFor(fields),
  streamVersion = 0,
): Place {
  return {
    ...fields,
    id,
    version: streamVersion + 1,
    google_enhanced: false,
    enhanced_by: null,
    enhanced_at: null,
    import_id: context.importId ?? null,
    created_at: context.now,
    updated_at: context.now,
    created_by: context.actor,
    updated_by: context.actor,
  };
}

export function placeCreated(place: Place): PlaceCreated {
  return { type: EVENT_TYPES.placeCreated, subject: place.id, version: place.version ?? 1, data: { place } };
}

/** `streamVersion`: where the place id's stream stands (see newPlace). */
export function decideCreatePlace(
  input: Record<string, unknown>,
  context: PlaceContext,
  streamVersion = 0,
): Decided<PlaceCreated> {
  const checked = validatePlace(input, 'create');
  if (!checked.ok) return { ok: false, errors: checked.errors };
  const fields = checked.fields as PlaceFields;
  return { ok: true, events: [placeCreated(newPlace(fields, context, placeIdFor(fields), streamVersion))] };
}

/** Which of `changes` differ from the place; types compare as sets. */
function changedFields(current: Place, changes: Partial<PlaceFields>): string[] {
  return Object.entries(changes)
    .filter(([field, value]) => JSON.stringify(current[field] ?? null) !== JSON.stringify(value ?? null))
    .map(([field]) => field);
}

/** Applies checked changes; no event when nothing differs. */
export function placeUpdated(
  current: Place,
  changes: Partial<PlaceFields>,
  context: PlaceContext,
): PlaceUpdated | null {
  const changed = changedFields(current, changes);
  if (changed.length === 0) return null;
  const place: Place = {
    ...current,
    ...changes,
    version: nextVersion(current),
    updated_at: context.now,
    updated_by: context.actor,
    ...(context.importId ? { import_id: context.importId } : {}),
  };
  return {
    type: EVENT_TYPES.placeUpdated,
    subject: current.id,
    version: place.version!,
    data: { place, previous: facetsOf(current), changes: changed },
  };
}

export function decideUpdatePlace(
  current: Place,
  input: Record<string, unknown>,
  context: PlaceContext,
): Decided<PlaceUpdated> {
  const checked = validatePlace(input, 'update');
  if (!checked.ok) return { ok: false, errors: checked.errors };
  const event = placeUpdated(current, checked.fields, context);
  return { ok: true, events: event ? [event] : [] };
}

/** The same checked changes for many places; only the bulk-updatable fields may be given. */
export function decideBulkUpdate(
  places: readonly Place[],
  updates: Record<string, unknown>,
  context: PlaceContext,
): Decided<PlaceUpdated> {
  const refused = Object.keys(updates).filter(
    (field) => !(BULK_UPDATABLE as readonly string[]).includes(field),
  );
  if (refused.length > 0)
    return {
      ok: false,
      errors: Object.fromEntries(refused.map((f) => [f, `${f} cannot be changed in bulk`])),
    };
  if (Object.keys(updates).length === 0) return { ok: false, errors: { updates: 'Nothing to update' } };
  const checked = validatePlace(updates, 'update');
  if (!checked.ok) return { ok: false, errors: checked.errors };
  const events = places.flatMap((place) => placeUpdated(place, checked.fields, context) ?? []);
  return { ok: true, events };
}

export function decideDeletePlace(current: Place): PlaceDeleted {
  return {
    type: EVENT_TYPES.placeDeleted,
    subject: current.id,
    version: nextVersion(current),
    data: { placeId: current.id, name: current.name, previous: facetsOf(current) },
  };
}

/** Fields an enrichment source may fill: only those the place does not have yet. */
const ENRICHABLE = [
  'phone',
  'website',
  'district',
  'address',
  'postcode',
  'rating',
  'price_level',
  'opening_hours',
] as const;

/**
 * Enrichment fills what is missing and never overwrites what an admin or the source wrote;
 * types are merged. No event when the source adds nothing.
 */
export function decideEnhance(
  current: Place,
  found: Partial<PlaceFields>,
  source: EnrichmentSource,
  context: PlaceContext,
): PlaceEnhanced | null {
  const filled: Partial<PlaceFields> = {};
  for (const field of ENRICHABLE) {
    const value = found[field];
    if (value !== undefined && value !== null && value !== '' && (current[field] ?? null) === null)
      Object.assign(filled, { [field]: value });
  }
  const newTypes = (found.types ?? []).filter((type) => !current.types.includes(type));
  if (newTypes.length > 0) filled.types = [...current.types, ...newTypes].slice(0, 10);
  const fields = Object.keys(filled);
  if (fields.length === 0) return null;
  const place: Place = {
    ...current,
    ...filled,
    version: nextVersion(current),
    google_enhanced: true,
    enhanced_by: source,
    enhanced_at: context.now,
    updated_at: context.now,
    updated_by: context.actor,
  };
  return {
    type: EVENT_TYPES.placeEnhanced,
    subject: current.id,
    version: place.version!,
    data: { place, previous: facetsOf(current), source, fields },
  };
}

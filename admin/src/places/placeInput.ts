// Between the form and the API: what is sent, and where the server's field errors are shown.
// Pure: unit tested without a browser.
import type { Place, PlaceInput } from './types';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const optionalText = (value: unknown): string | null => text(value) || null;
const optionalNumber = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
};

/**
 * Only the writable fields, trimmed, blanks as null: the form holds the whole record (id, source,
 * timestamps), which the API owns and would refuse or ignore.
 */
export const toPlaceInput = (values: Partial<Place>): PlaceInput => ({
  name: text(values.name),
  category: values.category ?? 'other',
  types: (values.types ?? []).map((type) => text(type)).filter(Boolean),
  status: values.status ?? 'active',
  address: optionalText(values.address),
  district: optionalText(values.district),
  city: text(values.city),
  state: text(values.state),
  postcode: optionalText(values.postcode),
  location: { lat: optionalNumber(values.location?.lat), lng: optionalNumber(values.location?.lng) },
  phone: optionalText(values.phone),
  website: optionalText(values.website),
  rating: optionalNumber(values.rating),
  price_level: optionalNumber(values.price_level),
  opening_hours: optionalText(values.opening_hours),
});

/** The form's inputs, by the API's field names. */
const FORM_FIELDS = new Set([
  'name',
  'category',
  'types',
  'status',
  'address',
  'district',
  'city',
  'state',
  'postcode',
  'phone',
  'website',
  'rating',
  'price_level',
  'opening_hours',
]);

/** The API's name for the coordinates → the input that shows them. */
const formFieldOf = (field: string, message: string): string | null => {
  if (field === 'lat' || field === 'latitude' || field === 'location.lat') return 'location.lat';
  if (field === 'lng' || field === 'longitude' || field === 'location.lng') return 'location.lng';
  // "Location must be in Malaysia" and the like: under the coordinate the message names.
  if (field === 'location') return /longitude/i.test(message) ? 'location.lng' : 'location.lat';
  const base = field.split(/[.[]/)[0] ?? field;
  return FORM_FIELDS.has(base) ? base : null;
};

/**
 * The API's `errors` (field → message) keyed by the form's inputs, so react-admin shows each
 * under its input. Errors for fields the form has no input for go to root.serverError, which
 * react-admin shows as the form's notification, so none is lost.
 */
export const toFormErrors = (errors: Record<string, string>, fallback: string): Record<string, unknown> => {
  const mapped: Record<string, unknown> = {};
  const unplaced: string[] = [];
  for (const [field, message] of Object.entries(errors)) {
    const target = formFieldOf(field, message);
    if (target && !(target in mapped)) mapped[target] = message;
    else if (!target) unplaced.push(`${field}: ${message}`);
  }
  if (unplaced.length) mapped.root = { serverError: unplaced.join('; ') };
  else if (Object.keys(mapped).length === 0) mapped.root = { serverError: fallback };
  return mapped;
};

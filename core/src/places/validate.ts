// The rules of a place's fields (docs/places.md), shared by the admin form, bulk updates and
// every imported row. Input is whatever a body or a file held: numbers may come as text, text
// may come as anything, and nothing here throws.
import type { FieldErrors } from '../shared/validation.ts';
import {
  canonicalState,
  isInMalaysia,
  type MalaysianState,
  PLACE_CATEGORIES,
  PLACE_SOURCES,
  PLACE_STATUSES,
  type PlaceCategory,
  type PlaceSource,
  type PlaceStatus,
} from './reference.ts';

export interface PlaceLocation {
  lat: number;
  lng: number;
}

export interface PlaceFields {
  name: string;
  category: PlaceCategory;
  types: string[];
  status: PlaceStatus;
  address: string | null;
  district: string | null;
  city: string;
  state: MalaysianState;
  postcode: string | null;
  location: PlaceLocation;
  phone: string | null;
  website: string | null;
  rating: number | null;
  price_level: number | null;
  opening_hours: string | null;
  source: PlaceSource;
  source_id: string | null;
  /** Who published the data, as shown to people ("OpenStreetMap", "Kementerian Kesihatan Malaysia"). */
  source_name: string | null;
  /** How old the data is: the source's as-of date, `YYYY`, `YYYY-MM` or `YYYY-MM-DD`. */
  source_date: string | null;
  licence: string | null;
  /** Only where a source says so: true (or false); null when no source says. */
  emergency_department: boolean | null;
  beds: number | null;
}

export { PLACE_LIMITS } from '@pintar/contracts/places';
import { PLACE_LIMITS } from '@pintar/contracts/places';

export interface ValidatePlaceOptions {
  /** The source of a new place that names none (default `admin`); file imports pass `import`. */
  defaultSource?: PlaceSource;
}

export type PlaceValidation<F> = { ok: true; fields: F } | { ok: false; errors: FieldErrors };

type Outcome<T> = { value: T } | { error: string };

/** Trimmed text ('' when absent); a number is a spreadsheet cell holding digits. */
function readText(value: unknown, label: string): string | { error: string } {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return { error: `${label} must be text` };
}

function requiredText(value: unknown, label: string, max: number): Outcome<string> {
  const text = readText(value, label);
  if (typeof text !== 'string') return text;
  if (text === '') return { error: `${label} is required` };
  return text.length > max ? { error: `${label} must be at most ${max} characters` } : { value: text };
}

function optionalText(value: unknown, label: string, max: number): Outcome<string | null> {
  const text = readText(value, label);
  if (typeof text !== 'string') return text;
  if (text === '') return { value: null };
  return text.length > max ? { error: `${label} must be at most ${max} characters` } : { value: text };
}

// Plain decimal notation only: Number() would also take "0x1F", " " and "Infinity".
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/** A number from a number or its text; null when absent or blank, NaN when not a number. */
function readNumber(value: unknown): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : NaN;
  if (typeof value !== 'string') return NaN;
  const text = value.trim();
  if (text === '') return null;
  const number = DECIMAL.test(text) ? Number(text) : NaN;
  return Number.isFinite(number) ? number : NaN;
}

const lowerKey = (text: string) => text.toLowerCase().replace(/[\s-]+/g, '_');

function category(value: unknown): Outcome<PlaceCategory> {
  const text = readText(value, 'Category');
  if (typeof text !== 'string') return text;
  if (text === '') return { value: 'other' };
  const key = lowerKey(text);
  const known = PLACE_CATEGORIES.find((candidate) => candidate === key);
  return known ? { value: known } : { error: `Unknown category: ${text}` };
}

function status(value: unknown): Outcome<PlaceStatus> {
  const text = readText(value, 'Status');
  if (typeof text !== 'string') return { error: 'Status must be active or inactive' };
  if (text === '') return { value: 'active' };
  const known = PLACE_STATUSES.find((candidate) => candidate === text.toLowerCase());
  return known ? { value: known } : { error: 'Status must be active or inactive' };
}

function state(value: unknown): Outcome<MalaysianState> {
  const text = readText(value, 'State');
  if (typeof text !== 'string') return text;
  if (text === '') return { error: 'State is required' };
  const canonical = canonicalState(text);
  return canonical ? { value: canonical } : { error: `Unknown state: ${text}` };
}

/** An array of text, or text with `;` between the types (as in CSV files). */
function types(value: unknown): Outcome<string[]> {
  const items = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  const found: string[] = [];
  for (const item of items) {
    const text = readText(item, 'Types');
    if (typeof text !== 'string') return text;
    for (const part of Array.isArray(value) ? [text] : text.split(';')) {
      const type = part.trim();
      if (type.length > PLACE_LIMITS.type)
        return { error: `Each type must be at most ${PLACE_LIMITS.type} characters` };
      if (type !== '' && !found.includes(type)) found.push(type);
    }
  }
  if (found.length > PLACE_LIMITS.types) return { error: `At most ${PLACE_LIMITS.types} types are allowed` };
  return { value: found };
}

/** Spreadsheets turn 01000 into the number 1000; a number is padded back to five digits. */
function postcode(value: unknown): Outcome<string | null> {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 99_999)
    return { value: String(value).padStart(5, '0') };
  const text = readText(value, 'Postcode');
  if (typeof text !== 'string') return text;
  if (text === '') return { value: null };
  return /^\d{5}$/.test(text) ? { value: text } : { error: 'Postcode must be 5 digits' };
}

function website(value: unknown): Outcome<string | null> {
  const text = optionalText(value, 'Website', PLACE_LIMITS.website);
  if (!('value' in text) || text.value === null) return text;
  const url = URL.canParse(text.value) ? new URL(text.value) : null;
  const isWeb =
    url !== null && (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  return isWeb ? text : { error: 'Website must be an http or https address' };
}

function rating(value: unknown): Outcome<number | null> {
  const number = readNumber(value);
  if (number === null) return { value: null };
  const valid = !Number.isNaN(number) && number >= 0 && number <= 5;
  return valid ? { value: number } : { error: 'Rating must be between 0 and 5' };
}

function priceLevel(value: unknown): Outcome<number | null> {
  const number = readNumber(value);
  if (number === null) return { value: null };
  const valid = Number.isInteger(number) && number >= 0 && number <= 4;
  return valid ? { value: number } : { error: 'Price level must be an integer between 0 and 4' };
}

function source(value: unknown, fallback: PlaceSource): Outcome<PlaceSource> {
  const text = readText(value, 'Source');
  if (typeof text !== 'string') return text;
  if (text === '') return { value: fallback };
  const known = PLACE_SOURCES.find((candidate) => candidate === text.toLowerCase());
  return known ? { value: known } : { error: `Source must be one of ${PLACE_SOURCES.join(', ')}` };
}

const SOURCE_DATE = /^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/;

function sourceDate(value: unknown): Outcome<string | null> {
  const text = readText(value, 'Source date');
  if (typeof text !== 'string') return text;
  if (text === '') return { value: null };
  return SOURCE_DATE.test(text)
    ? { value: text }
    : { error: 'Source date must be YYYY, YYYY-MM or YYYY-MM-DD' };
}

/** A flag from JSON (true/false) or a cell (`true`, `yes`, `false`, `no`); blank is unknown. */
function flag(value: unknown, label: string): Outcome<boolean | null> {
  if (typeof value === 'boolean') return { value };
  const text = readText(value, label);
  if (typeof text !== 'string') return text;
  const key = text.toLowerCase();
  if (key === '') return { value: null };
  if (key === 'true' || key === 'yes') return { value: true };
  if (key === 'false' || key === 'no') return { value: false };
  return { error: `${label} must be true or false` };
}

function beds(value: unknown): Outcome<number | null> {
  const number = readNumber(value);
  if (number === null) return { value: null };
  const valid = Number.isInteger(number) && number >= 0 && number <= 100_000;
  return valid ? { value: number } : { error: 'Beds must be a whole number' };
}

type FieldChecks = {
  [K in Exclude<keyof PlaceFields, 'location'>]: (value: unknown) => Outcome<PlaceFields[K]>;
};

const fieldChecks = (defaultSource: PlaceSource): FieldChecks => ({
  name: (value) => requiredText(value, 'Name', PLACE_LIMITS.name),
  category,
  types,
  status,
  address: (value) => optionalText(value, 'Address', PLACE_LIMITS.address),
  district: (value) => optionalText(value, 'District', PLACE_LIMITS.district),
  city: (value) => requiredText(value, 'City', PLACE_LIMITS.city),
  state,
  postcode,
  phone: (value) => optionalText(value, 'Phone', PLACE_LIMITS.phone),
  website,
  rating,
  price_level: priceLevel,
  opening_hours: (value) => optionalText(value, 'Opening hours', PLACE_LIMITS.opening_hours),
  source: (value) => source(value, defaultSource),
  source_id: (value) => optionalText(value, 'Source id', PLACE_LIMITS.source_id),
  source_name: (value) => optionalText(value, 'Source name', PLACE_LIMITS.source_name),
  source_date: sourceDate,
  licence: (value) => optionalText(value, 'Licence', PLACE_LIMITS.licence),
  emergency_department: (value) => flag(value, 'Emergency department'),
  beds,
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const given = (input: Record<string, unknown>, key: string): boolean =>
  Object.hasOwn(input, key) && input[key] !== undefined;

function coordinate(value: unknown, label: string, limit: number): Outcome<number> {
  const number = readNumber(value);
  if (number === null) return { error: `${label} is required` };
  if (Number.isNaN(number) || Math.abs(number) > limit)
    return { error: `${label} must be a number between -${limit} and ${limit}` };
  return { value: number };
}

/** Flat `lat`/`lng` (file rows) or `location: {lat, lng}` (the API's shape). */
function checkLocation(body: Record<string, unknown>, errors: FieldErrors): PlaceLocation | undefined {
  let raw: Record<string, unknown> = body;
  if (!given(body, 'lat') && !given(body, 'lng') && given(body, 'location')) {
    const location = body.location;
    if (location !== null && !isRecord(location)) {
      errors.location = 'Location must be an object with lat and lng';
      return undefined;
    }
    raw = location ?? {};
  }
  const lat = coordinate(given(raw, 'lat') ? raw.lat : undefined, 'Latitude', 90);
  const lng = coordinate(given(raw, 'lng') ? raw.lng : undefined, 'Longitude', 180);
  if ('error' in lat) errors.lat = lat.error;
  if ('error' in lng) errors.lng = lng.error;
  if ('error' in lat || 'error' in lng) return undefined;
  if (isInMalaysia(lat.value, lng.value)) return { lat: lat.value, lng: lng.value };
  errors.location = 'Location must be in Malaysia';
  return undefined;
}

/**
 * Checks a place's fields. `create` checks them all, fills the defaults (category `other`,
 * status `active`, no types) and returns every field; `update` checks and returns only the
 * fields given. Unknown keys are ignored. Errors are keyed by field (`lat`, `lng` and
 * `location` for the coordinates) with the messages of docs/places.md.
 */
export function validatePlace(
  input: Record<string, unknown>,
  mode: 'create',
  options?: ValidatePlaceOptions,
): PlaceValidation<PlaceFields>;
export function validatePlace(
  input: Record<string, unknown>,
  mode: 'update',
  options?: ValidatePlaceOptions,
): PlaceValidation<Partial<PlaceFields>>;
export function validatePlace(
  input: Record<string, unknown>,
  mode: 'create' | 'update',
  options?: ValidatePlaceOptions,
): PlaceValidation<PlaceFields | Partial<PlaceFields>>;
export function validatePlace(
  input: Record<string, unknown>,
  mode: 'create' | 'update',
  options: ValidatePlaceOptions = {},
): PlaceValidation<PlaceFields | Partial<PlaceFields>> {
  const body = isRecord(input) ? input : {};
  const errors: FieldErrors = {};
  const fields: Record<string, unknown> = {};
  for (const [field, check] of Object.entries(fieldChecks(options.defaultSource ?? 'admin'))) {
    if (mode === 'update' && !given(body, field)) continue;
    const outcome = (check as (value: unknown) => Outcome<unknown>)(
      given(body, field) ? body[field] : undefined,
    );
    if ('error' in outcome) errors[field] = outcome.error;
    else fields[field] = outcome.value;
  }
  if (mode === 'create' || ['lat', 'lng', 'location'].some((key) => given(body, key))) {
    const location = checkLocation(body, errors);
    if (location) fields.location = location;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, fields: fields as PlaceFields | Partial<PlaceFields> };
}

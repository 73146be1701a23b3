// The form's checks, mirroring the API's rules and messages (docs/places.md), so a mistake is
// shown beside its field before the round trip. Pure: unit tested without a browser. Each check
// returns a message key under resources.places.validation (with args), or undefined when valid.
import { LIMITS, MALAYSIA_BOUNDS } from './constants';

export type RuleMessage = string | { message: string; args: Record<string, unknown> };
export type Rule = (value: unknown) => RuleMessage | undefined;

const key = (name: string) => `resources.places.validation.${name}`;

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const asNumber = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
};

export const requiredText =
  (field: 'name' | 'city' | 'state'): Rule =>
  (value) =>
    isBlank(value) ? key(`${field}_required`) : undefined;

export const maxChars =
  (max: number): Rule =>
  (value) =>
    typeof value === 'string' && value.length > max
      ? { message: key('max_chars'), args: { max } }
      : undefined;

export const latitude: Rule = (value) => {
  if (isBlank(value)) return key('latitude_required');
  const lat = asNumber(value);
  if (lat === null || lat < -90 || lat > 90) return key('latitude_range');
  if (lat < MALAYSIA_BOUNDS.minLat || lat > MALAYSIA_BOUNDS.maxLat) return key('in_malaysia');
  return undefined;
};

export const longitude: Rule = (value) => {
  if (isBlank(value)) return key('longitude_required');
  const lng = asNumber(value);
  if (lng === null || lng < -180 || lng > 180) return key('longitude_range');
  if (lng < MALAYSIA_BOUNDS.minLng || lng > MALAYSIA_BOUNDS.maxLng) return key('in_malaysia');
  return undefined;
};

export const postcode: Rule = (value) =>
  isBlank(value) || /^\d{5}$/.test(String(value).trim()) ? undefined : key('postcode');

/** An http(s) address, as the API requires; anything URL() cannot parse is refused too. */
export const website: Rule = (value) => {
  if (isBlank(value)) return undefined;
  const text = String(value).trim();
  if (text.length > LIMITS.website) return { message: key('max_chars'), args: { max: LIMITS.website } };
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? undefined : key('website');
  } catch {
    return key('website');
  }
};

export const rating: Rule = (value) => {
  if (isBlank(value)) return undefined;
  const number = asNumber(value);
  return number === null || number < 0 || number > 5 ? key('rating') : undefined;
};

export const priceLevel: Rule = (value) => {
  if (isBlank(value)) return undefined;
  const number = asNumber(value);
  return number === null || !Number.isInteger(number) || number < 0 || number > 4
    ? key('price_level')
    : undefined;
};

export const types: Rule = (value) => {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value)) return key('types_list');
  if (value.length > LIMITS.types) return { message: key('types_count'), args: { max: LIMITS.types } };
  if (value.some((item) => typeof item !== 'string' || item.length > LIMITS.type)) {
    return { message: key('type_length'), args: { max: LIMITS.type } };
  }
  return undefined;
};

// The entry form's checks, in the server's words where docs/knowledge.md gives them, so an
// editor reads the same sentence before and after saving. Pure, so it is unit tested.
import { isKnowledgeLanguage, KNOWLEDGE_LANGUAGES } from './languages';

export const TITLE_MAX = 200;
export const CONTENT_MAX = 20_000;
export const TAGS_MAX = 20;
export const TAG_LENGTH_MAX = 40;
export const PRIORITY_MIN = 1;
export const PRIORITY_MAX = 10;

/** Shaped like the form's values, as react-admin's form-level validation expects. */
export type FieldErrors = Record<string, string | Record<string, string>>;

const REQUIRED = ['title', 'content', 'language'] as const;

const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/**
 * Under each missing field its own sentence ("Title is required"), as the server's field errors
 * read; the server's summary, "Missing required fields: title, content", lists them in this order.
 */
const missingFields = (values: Record<string, unknown>, errors: FieldErrors) => {
  for (const field of REQUIRED) {
    if (isBlank(values[field])) errors[field] = `${field[0]!.toUpperCase()}${field.slice(1)} is required`;
  }
};

const lengths = (values: Record<string, unknown>, errors: FieldErrors) => {
  if (typeof values.title === 'string' && values.title.length > TITLE_MAX) {
    errors.title = `Title must be at most ${TITLE_MAX} characters`;
  }
  if (typeof values.content === 'string' && values.content.length > CONTENT_MAX) {
    errors.content = `Content must be at most ${CONTENT_MAX} characters`;
  }
};

const language = (values: Record<string, unknown>, errors: FieldErrors) => {
  if (isBlank(values.language) || isKnowledgeLanguage(values.language)) return;
  errors.language = `Unsupported language: ${String(values.language)}. Supported: ${KNOWLEDGE_LANGUAGES.join(', ')}`;
};

/** Blank means the server's default (5); anything else must be a whole number from 1 to 10. */
const priority = (values: Record<string, unknown>, errors: FieldErrors) => {
  const value = values.priority;
  if (value === undefined || value === null || value === '') return;
  const number = Number(value);
  if (!Number.isInteger(number) || number < PRIORITY_MIN || number > PRIORITY_MAX) {
    errors.priority = 'Priority must be between 1 and 10';
  }
};

const tags = (values: Record<string, unknown>, errors: FieldErrors) => {
  const value = values.tags;
  if (value === undefined || value === null) return;
  if (!Array.isArray(value)) {
    errors.tags = 'Tags must be an array';
  } else if (value.some((tag) => typeof tag !== 'string' || tag.trim().length > TAG_LENGTH_MAX)) {
    errors.tags = `Each tag must be text of at most ${TAG_LENGTH_MAX} characters`;
  } else if (new Set(value.map((tag: string) => tag.trim().toLowerCase()).filter(Boolean)).size > TAGS_MAX) {
    // Counted as stored: trimmed, lower case, each once.
    errors.tags = `At most ${TAGS_MAX} tags`;
  }
};

const inRange = (value: unknown, min: number, max: number) =>
  typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;

export const RADIUS_MAX = 50_000;
const LOCATION_MESSAGE = `Location must be {lat, lng, radius_m}: lat -90 to 90, lng -180 to 180, radius_m 1 to ${RADIUS_MAX}`;

const isGiven = (part: unknown) => part !== undefined && part !== null && part !== '';

/** The area is all three numbers or none of them; the server's one sentence marks each wrong part. */
const location = (values: Record<string, unknown>, errors: FieldErrors) => {
  const area = (values.location ?? {}) as Record<string, unknown>;
  const parts = { lat: area.lat, lng: area.lng, radius_m: area.radius_m };
  if (!Object.values(parts).some(isGiven)) return;
  const ranges = { lat: [-90, 90], lng: [-180, 180], radius_m: [1, RADIUS_MAX] } as const;
  const problems: Record<string, string> = {};
  for (const [field, [min, max]] of Object.entries(ranges)) {
    if (!inRange(parts[field as keyof typeof parts], min, max)) problems[field] = LOCATION_MESSAGE;
  }
  if (Object.keys(problems).length) errors.location = problems;
};

/**
 * Every check the form runs. On update the server requires nothing but refuses a blank title or
 * content; the form asks for all three everywhere, since it always sends the whole entry.
 */
export const validateEntry = (values: Record<string, unknown>): FieldErrors => {
  const errors: FieldErrors = {};
  missingFields(values, errors);
  lengths(values, errors);
  language(values, errors);
  priority(values, errors);
  tags(values, errors);
  location(values, errors);
  return errors;
};

export const EDITABLE_FIELDS = [
  'title',
  'content',
  'language',
  'category',
  'tags',
  'priority',
  'status',
  'location',
];

/**
 * What is sent: only the fields an editor changes (not ids, dates or the translation link), tags
 * lower-cased and trimmed as the server stores them, a blank area as null.
 */
export const toEntryPayload = (values: Record<string, unknown>): Record<string, unknown> => {
  const area = (values.location ?? {}) as Record<string, unknown>;
  const hasArea = [area.lat, area.lng, area.radius_m].every((part) => typeof part === 'number');
  const tagList = Array.isArray(values.tags) ? values.tags : [];
  const payload: Record<string, unknown> = {};
  for (const field of EDITABLE_FIELDS) if (values[field] !== undefined) payload[field] = values[field];
  return {
    ...payload,
    tags: [...new Set(tagList.map((tag) => String(tag).trim().toLowerCase()).filter(Boolean))],
    priority: isBlank(values.priority) ? 5 : Number(values.priority),
    category: isBlank(values.category) ? 'general' : values.category,
    location: hasArea ? { lat: area.lat, lng: area.lng, radius_m: area.radius_m } : null,
  };
};

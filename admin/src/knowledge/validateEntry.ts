// The entry form's checks: the server's own field rules and messages (@pintar/contracts/knowledge),
// so an editor reads the same sentence before and after saving. Pure, so it is unit tested.
import {
  badAreaParts,
  checkTags,
  isKnowledgeLanguage,
  isKnowledgePriority,
  KNOWLEDGE_DEFAULT_CATEGORY,
  KNOWLEDGE_DEFAULT_PRIORITY,
  KNOWLEDGE_EDITABLE_FIELDS,
  KNOWLEDGE_LIMITS,
  KNOWLEDGE_MESSAGES,
} from '@pintar/contracts/knowledge';

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
    if (isBlank(values[field])) errors[field] = KNOWLEDGE_MESSAGES.required(field);
  }
};

const lengths = (values: Record<string, unknown>, errors: FieldErrors) => {
  if (typeof values.title === 'string' && values.title.length > KNOWLEDGE_LIMITS.title) {
    errors.title = KNOWLEDGE_MESSAGES.tooLong('Title', KNOWLEDGE_LIMITS.title);
  }
  if (typeof values.content === 'string' && values.content.length > KNOWLEDGE_LIMITS.content) {
    errors.content = KNOWLEDGE_MESSAGES.tooLong('Content', KNOWLEDGE_LIMITS.content);
  }
};

const language = (values: Record<string, unknown>, errors: FieldErrors) => {
  if (isBlank(values.language) || isKnowledgeLanguage(values.language)) return;
  errors.language = KNOWLEDGE_MESSAGES.language(values.language);
};

/** Blank means the server's default (5); anything else must be a whole number from 1 to 10. */
const priority = (values: Record<string, unknown>, errors: FieldErrors) => {
  const value = values.priority;
  if (value === undefined || value === null || value === '') return;
  if (!isKnowledgePriority(Number(value))) errors.priority = KNOWLEDGE_MESSAGES.priority;
};

const tags = (values: Record<string, unknown>, errors: FieldErrors) => {
  if (values.tags === undefined || values.tags === null) return;
  const checked = checkTags(values.tags);
  if (typeof checked === 'string') errors.tags = checked;
};

const isGiven = (part: unknown) => part !== undefined && part !== null && part !== '';

/** The area is all three numbers or none of them; the server's one sentence marks each wrong part. */
const location = (values: Record<string, unknown>, errors: FieldErrors) => {
  const area = (values.location ?? {}) as Record<string, unknown>;
  if (![area.lat, area.lng, area.radius_m].some(isGiven)) return;
  const wrong = badAreaParts(area);
  if (wrong.length)
    errors.location = Object.fromEntries(wrong.map((part) => [part, KNOWLEDGE_MESSAGES.location]));
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

/**
 * What is sent: only the fields an editor changes (not ids, dates or the translation link), tags
 * lower-cased and trimmed as the server stores them, a blank area as null.
 */
export const toEntryPayload = (values: Record<string, unknown>): Record<string, unknown> => {
  const area = (values.location ?? {}) as Record<string, unknown>;
  const hasArea = [area.lat, area.lng, area.radius_m].every((part) => typeof part === 'number');
  const tagList = Array.isArray(values.tags) ? values.tags : [];
  const payload: Record<string, unknown> = {};
  for (const field of KNOWLEDGE_EDITABLE_FIELDS)
    if (values[field] !== undefined) payload[field] = values[field];
  return {
    ...payload,
    tags: [...new Set(tagList.map((tag) => String(tag).trim().toLowerCase()).filter(Boolean))],
    priority: isBlank(values.priority) ? KNOWLEDGE_DEFAULT_PRIORITY : Number(values.priority),
    category: isBlank(values.category) ? KNOWLEDGE_DEFAULT_CATEGORY : values.category,
    location: hasArea ? { lat: area.lat, lng: area.lng, radius_m: area.radius_m } : null,
  };
};

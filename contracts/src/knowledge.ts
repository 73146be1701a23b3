// The knowledge base's vocabularies, limits and field rules, shared by the server (core) and the
// admin's entry form, so an editor reads the same sentence before and after saving. The lists
// are the contract's enums (`KnowledgeLanguage`, `KnowledgeStatus` in openapi.yaml); the type
// checks at the end fail the build if the two ever part. Pure: no Node or browser API.
import type { components } from './generated/openapi.ts';

export const KNOWLEDGE_LANGUAGES = ['en', 'ms', 'zh', 'ar', 'ta'] as const;
export type KnowledgeLanguage = (typeof KNOWLEDGE_LANGUAGES)[number];

export const KNOWLEDGE_STATUSES = ['active', 'draft', 'archived'] as const;
export type KnowledgeStatus = (typeof KNOWLEDGE_STATUSES)[number];

/** The fields a person edits; the rest the server keeps. */
export const KNOWLEDGE_EDITABLE_FIELDS = [
  'title',
  'content',
  'language',
  'category',
  'tags',
  'priority',
  'status',
  'location',
] as const;
export type KnowledgeEditableField = (typeof KNOWLEDGE_EDITABLE_FIELDS)[number];

export const KNOWLEDGE_LIMITS = {
  title: 200,
  content: 20_000,
  tags: 20,
  tag: 40,
  category: 40,
  key: 120,
  /** The widest area an entry may apply to; contextual search looks this far around a point. */
  radiusMeters: 50_000,
  categoryName: 80,
  categoryDescription: 500,
  priorityMin: 1,
  priorityMax: 10,
} as const;

export const KNOWLEDGE_DEFAULT_CATEGORY = 'general';
export const KNOWLEDGE_DEFAULT_PRIORITY = 5;

/** Where an entry applies: a circle on the map. */
export interface KnowledgeArea {
  lat: number;
  lng: number;
  radius_m: number;
}

/** The server's messages (docs/product.md, Admin messages keeps the quoted ones word for word). */
export const KNOWLEDGE_MESSAGES = {
  missing: (fields: readonly string[]) => `Missing required fields: ${fields.join(', ')}`,
  required: (field: string) => `${field[0]!.toUpperCase()}${field.slice(1)} is required`,
  language: (value: unknown) =>
    `Unsupported language: ${String(value)}. Supported: ${KNOWLEDGE_LANGUAGES.join(', ')}`,
  priority: 'Priority must be between 1 and 10',
  tagsArray: 'Tags must be an array',
  tagsCount: `At most ${KNOWLEDGE_LIMITS.tags} tags`,
  tagText: `Each tag must be text of at most ${KNOWLEDGE_LIMITS.tag} characters`,
  status: `Status must be one of: ${KNOWLEDGE_STATUSES.join(', ')}`,
  category: `Category must be a name of letters and digits, at most ${KNOWLEDGE_LIMITS.category} characters`,
  location: `Location must be {lat, lng, radius_m}: lat -90 to 90, lng -180 to 180, radius_m 1 to ${KNOWLEDGE_LIMITS.radiusMeters}`,
  blank: (label: string) => `${label} cannot be blank`,
  text: (label: string) => `${label} must be text`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
} as const;

export const isKnowledgeLanguage = (value: unknown): value is KnowledgeLanguage =>
  typeof value === 'string' && (KNOWLEDGE_LANGUAGES as readonly string[]).includes(value);

export const isKnowledgeStatus = (value: unknown): value is KnowledgeStatus =>
  typeof value === 'string' && (KNOWLEDGE_STATUSES as readonly string[]).includes(value);

/** A whole number from 1 to 10. */
export const isKnowledgePriority = (value: unknown): value is number =>
  typeof value === 'number' &&
  Number.isInteger(value) &&
  value >= KNOWLEDGE_LIMITS.priorityMin &&
  value <= KNOWLEDGE_LIMITS.priorityMax;

/** Tags as stored (lower case, trimmed, each once), or the message of the rule they break. */
export function checkTags(value: unknown): string[] | string {
  if (!Array.isArray(value)) return KNOWLEDGE_MESSAGES.tagsArray;
  if (value.some((tag) => typeof tag !== 'string' || tag.trim().length > KNOWLEDGE_LIMITS.tag))
    return KNOWLEDGE_MESSAGES.tagText;
  const tags = [...new Set(value.map((tag: string) => tag.trim().toLowerCase()).filter(Boolean))];
  return tags.length > KNOWLEDGE_LIMITS.tags ? KNOWLEDGE_MESSAGES.tagsCount : tags;
}

const within = (n: unknown, min: number, max: number): n is number =>
  typeof n === 'number' && Number.isFinite(n) && n >= min && n <= max;

/** The range each part of an area must lie in. */
export const KNOWLEDGE_AREA_RANGES = {
  lat: [-90, 90],
  lng: [-180, 180],
  radius_m: [1, KNOWLEDGE_LIMITS.radiusMeters],
} as const;

/** The parts of an area that break their range (all three when it is not an object). */
export function badAreaParts(value: unknown): (keyof KnowledgeArea)[] {
  const parts = Object.keys(KNOWLEDGE_AREA_RANGES) as (keyof KnowledgeArea)[];
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return parts;
  const area = value as Record<string, unknown>;
  return parts.filter((part) => {
    const [min, max] = KNOWLEDGE_AREA_RANGES[part];
    return !within(area[part], min, max);
  });
}

/** Null clears the area; undefined means the value breaks the rule. */
export function checkArea(value: unknown): KnowledgeArea | null | undefined {
  if (value === null) return null;
  if (badAreaParts(value).length) return undefined;
  const { lat, lng, radius_m } = value as KnowledgeArea;
  return { lat, lng, radius_m };
}

// The lists above are the contract's enums: these fail to compile if either side changes alone.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const languagesMatch: Same<KnowledgeLanguage, components['schemas']['KnowledgeLanguage']> = true;
const statusesMatch: Same<KnowledgeStatus, components['schemas']['KnowledgeStatus']> = true;
void languagesMatch;
void statusesMatch;

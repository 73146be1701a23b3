import type { IndexDefinition, SearchQuery } from '../../ports/searchIndex.ts';
import { InvalidQueryError } from '../../shared/errors.ts';
import { nearTerms, typedTerms, type WordTerms } from '../../shared/typos/expandWords.ts';

/**
 * Translates the port's query into Elasticsearch's DSL, matching the embedded index: every word
 * must match (or any, for more-like-this) through one of the terms it was expanded to (itself,
 * the terms within its typos, and for the last word the terms it begins), each an exact term
 * weighted as the embedded index weighs it.
 */
export function buildQuery(
  query: SearchQuery,
  words: readonly WordTerms[],
  definition: IndexDefinition,
  geoField: string | undefined,
  fieldsOf: (term: string) => readonly string[] | undefined = () => undefined,
): Record<string, unknown> {
  const textFields =
    query.fields ?? Object.keys(definition.fields).filter((f) => definition.fields[f] === 'text');
  const must = words.map((terms) => {
    const should = [...terms].flatMap(([value, boost]) => {
      // A term is looked for only in the fields known to hold it; a word never seen, everywhere.
      const holding = fieldsOf(value);
      return textFields
        .filter((field) => !holding || holding.includes(field))
        .map((field) => ({ term: { [field]: boost === 1 ? value : { value, boost } } }));
    });
    return should.length ? { bool: { should, minimum_should_match: 1 } } : { match_none: {} };
  });
  const filter = Object.entries(query.filters ?? {}).map(([field, value]) =>
    filterClause(field, value, definition),
  );
  if (query.near) {
    if (!geoField) throw new InvalidQueryError('This index has no location field');
    const { lat, lng, radiusMeters } = query.near;
    filter.push({ geo_distance: { distance: `${radiusMeters}m`, [geoField]: { lat, lon: lng } } });
  }
  const matching = { bool: { ...textClause(must, query.anyTerm), filter } };
  return {
    query: ranked(matching, query, words, definition),
    sort: sortClause(query, words.length > 0, definition, geoField),
    ...resultWindow(query.offset ?? 0, query.limit ?? 20),
    track_total_hits: true,
    ...(query.omit?.length ? { _source: { excludes: query.omit } } : {}),
  };
}

/** The matching query with `boostBy` and then `exactBoost` applied, as the embedded index ranks. */
function ranked(
  matching: object,
  query: SearchQuery,
  words: readonly WordTerms[],
  definition: IndexDefinition,
): object {
  if (!words.length) return matching;
  const byValue = query.boostBy ? boosted(matching, query.boostBy, definition) : matching;
  return query.exactBoost ? exactBoosted(byValue, query.exactBoost, words, definition) : byValue;
}

/**
 * Relevance times `factor` when the field holds exactly the words: each word's terms (any) in
 * the field, and the field's term count (`lengthField`) the number of words; times 1 otherwise.
 */
function exactBoosted(
  scored: object,
  { field, lengthField, factor, fuzzyFactor }: NonNullable<SearchQuery['exactBoost']>,
  words: readonly WordTerms[],
  definition: IndexDefinition,
): Record<string, unknown> {
  if (definition.fields[field] !== 'text') throw new InvalidQueryError(`Not a text field: ${field}`);
  if (definition.fields[lengthField] !== 'number')
    throw new InvalidQueryError(`Not a number field: ${lengthField}`);
  const length = { term: { [lengthField]: words.length } };
  const holds = words.map((terms, i) => ({ terms: { [field]: nearTerms(terms, i === words.length - 1) } }));
  const typed = words.map((terms, i) => ({ terms: { [field]: typedTerms(terms, i === words.length - 1) } }));
  return {
    function_score: {
      query: scored,
      // Multiplied together: an exact name typed as is matches both.
      functions: [
        { filter: { bool: { filter: [length, ...holds] } }, weight: fuzzyFactor },
        { filter: { bool: { filter: [length, ...typed] } }, weight: factor / fuzzyFactor },
      ],
      score_mode: 'multiply',
      boost_mode: 'multiply',
    },
  };
}

/** Relevance times 1 + per × the field's value (missing: 0), as the embedded index boosts it. */
function boosted(
  matching: object,
  { field, per }: NonNullable<SearchQuery['boostBy']>,
  definition: IndexDefinition,
): Record<string, unknown> {
  if (definition.fields[field] !== 'number') throw new InvalidQueryError(`Not a number field: ${field}`);
  return {
    function_score: {
      query: matching,
      functions: [{ field_value_factor: { field, factor: per, missing: 0 } }, { weight: 1 }],
      score_mode: 'sum',
      boost_mode: 'multiply',
    },
  };
}

/** Every term must match, or (more-like-this) at least one of them. */
function textClause(terms: readonly object[], anyTerm: boolean | undefined): Record<string, unknown> {
  if (terms.length === 0) return { must: [{ match_all: {} }] };
  return anyTerm ? { should: terms, minimum_should_match: 1 } : { must: terms };
}

function filterClause(field: string, value: unknown, definition: IndexDefinition): Record<string, unknown> {
  const type = definition.fields[field];
  if (!type || type === 'text' || type === 'geo')
    throw new InvalidQueryError(`Cannot filter on field: ${field}`);
  if ((type === 'number' || type === 'date') && Array.isArray(value)) {
    const [gte, lte] = value as (number | undefined)[];
    return {
      range: { [field]: { ...(gte !== undefined ? { gte } : {}), ...(lte !== undefined ? { lte } : {}) } },
    };
  }
  return Array.isArray(value) ? { terms: { [field]: value } } : { term: { [field]: value } };
}

function sortClause(
  query: SearchQuery,
  byScore: boolean,
  definition: IndexDefinition,
  geoField?: string,
): unknown[] {
  if (query.sortByDistance && query.near && geoField) {
    const { lat, lng } = query.near;
    return [{ _geo_distance: { [geoField]: { lat, lon: lng }, order: 'asc', unit: 'm' } }, { id: 'asc' }];
  }
  if (query.sort) {
    const [field, direction] = query.sort;
    const type = definition.fields[field];
    if (!type) throw new InvalidQueryError(`Cannot sort on field: ${field}`);
    const sortField = type === 'text' ? `${field}.raw` : field;
    return [{ [sortField]: { order: direction, missing: '_last' } }, { id: 'asc' }];
  }
  return byScore ? ['_score', { id: 'asc' }] : [{ id: 'asc' }];
}

/**
 * How deep `from` + `size` may page. Elasticsearch's default (10,000) would stop an admin list
 * at page 200; Pintar's indexes hold hundreds of thousands of small documents, for which deeper
 * pages cost little.
 */
export const MAX_RESULT_WINDOW = 500_000;

/**
 * A page past the window is cut to what the window holds (size 0 still counts the total), as a
 * page past the end is empty on the embedded index; Elasticsearch would refuse the whole query.
 */
function resultWindow(offset: number, limit: number): { from: number; size: number } {
  const from = Math.min(offset, MAX_RESULT_WINDOW);
  return { from, size: Math.max(0, Math.min(limit, MAX_RESULT_WINDOW - from)) };
}

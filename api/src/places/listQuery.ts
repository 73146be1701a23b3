import type { PlaceFilters, PlaceListQuery } from '@pintar/core';
import { problems } from '../http/problem.ts';
import { readRaList } from '../http/raList.ts';

export const PLACE_PAGE_SIZE = 50;

/** Which dialect a list request speaks: react-admin's JSON parameters, or the spec's flat ones. */
export const isRaDialect = (query: Record<string, unknown>) =>
  'range' in query || 'filter' in query || 'sort' in query;

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

function filtersFrom(source: Record<string, unknown>): PlaceFilters {
  const filters: PlaceFilters = {};
  for (const field of ['category', 'state', 'city', 'status'] as const) {
    const value = source[field];
    if (value !== undefined && typeof value !== 'string')
      throw problems.validation({ [field]: `${field} must be text` });
    const given = text(value);
    if (given && given !== 'all') filters[field] = given;
  }
  if (typeof source.google_enhanced === 'boolean') filters.google_enhanced = source.google_enhanced;
  if (Array.isArray(source.id)) filters.ids = source.id.map(String);
  return filters;
}

/** react-admin: `filter`, `range`, `sort`. */
export function raPlaceQuery(query: Record<string, unknown>): PlaceListQuery {
  const list = readRaList(query, PLACE_PAGE_SIZE);
  const q = text(list.filter.q);
  return {
    ...(q ? { q } : {}),
    filters: filtersFrom(list.filter),
    ...(list.sort ? { sort: list.sort } : {}),
    skip: list.skip,
    limit: list.limit,
  };
}

/** The spec: `page` (1), `limit` (50), `search`, filters, `sort_by` (name), `sort_order` (asc); status active by default. */
export function specPlaceQuery(query: Record<string, unknown>): PlaceListQuery & { page: number } {
  const page = Number(query.page ?? 1);
  const limit = Number(query.limit ?? PLACE_PAGE_SIZE);
  const q = text(query.search);
  const filters = filtersFrom({ status: 'active', ...query });
  const sortBy = text(query.sort_by) ?? 'name';
  const order = query.sort_order === 'desc' ? 'desc' : 'asc';
  return {
    ...(q ? { q } : {}),
    filters,
    ...(q && !query.sort_by ? {} : { sort: [sortBy, order] as const }),
    skip: (page - 1) * limit,
    limit,
    page,
  };
}

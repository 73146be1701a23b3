import type { Response } from 'express';
import { problems } from './problem.ts';

export interface RaList {
  sort: [string, 'asc' | 'desc'] | undefined;
  skip: number;
  limit: number;
  filter: Record<string, unknown>;
}

const MAX_PAGE = 500;
/** The furthest position a list can be read from (contracts/openapi.yaml, RaRange). */
export const MAX_POSITION = 1_000_000;

/**
 * Reads ra-data-simple-rest's `sort`, `range` and `filter` (already parsed from JSON by the
 * OpenAPI validator). `range` is inclusive: [0, 24] is the first 25.
 */
export function readRaList(query: Record<string, unknown>, defaultLimit = 25): RaList {
  const sort = query.sort as [string, string] | undefined;
  const range = query.range as [number, number] | undefined;
  if (sort && !['ASC', 'DESC'].includes(sort[1]))
    throw problems.validation({ sort: 'Sort order must be ASC or DESC' });
  // The contract says so too; checked here as well, as SQLite refuses offsets past 2^63.
  if (range && !range.every((n) => Number.isSafeInteger(n) && n >= 0 && n <= MAX_POSITION))
    throw problems.validation({ range: `Range positions must be whole numbers from 0 to ${MAX_POSITION}` });
  if (range && range[1] < range[0])
    throw problems.validation({ range: 'Range end must not be before its start' });
  const skip = range?.[0] ?? 0;
  const limit = range ? Math.min(MAX_PAGE, range[1] - range[0] + 1) : defaultLimit;
  return {
    sort: sort ? [sort[0], sort[1] === 'DESC' ? 'desc' : 'asc'] : undefined,
    skip,
    limit,
    filter: (query.filter as Record<string, unknown> | undefined) ?? {},
  };
}

/** Answers a react-admin page: the items, and `Content-Range: <resource> first-last/total`. */
export function sendRaPage(
  res: Response,
  resource: string,
  skip: number,
  items: unknown[],
  total: number,
): void {
  const end = items.length ? skip + items.length - 1 : skip;
  res.set('Content-Range', `${resource} ${skip}-${end}/${total}`).json(items);
}

/** The specification's paging block of a list answer. */
export const specPagination = (page: number, limit: number, total: number) => ({
  page,
  limit,
  total,
  pages: Math.ceil(total / limit),
});

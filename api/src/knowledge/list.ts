import { type KnowledgeContext, listKnowledgeEntries } from '@pintar/core';
import type { Request, RequestHandler } from 'express';
import { readRaList, sendRaPage, specPagination } from '../http/raList.ts';

/** Parameters of the specification's own dialect; any one of them selects it. */
const SPEC_PARAMS = ['page', 'limit', 'search', 'language', 'category', 'status', 'sort_by', 'sort_order'];
const SPEC_PAGE_SIZE = 50;

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/**
 * GET /api/admin/knowledge/entries in both dialects: react-admin's (`sort`, `range`, `filter`;
 * an array and Content-Range) and the specification's (`page`, `limit`, ...; `{entries, pagination}`).
 */
export function listEntries(ctx: KnowledgeContext): RequestHandler {
  return async (req, res) => {
    if (SPEC_PARAMS.some((p) => p in req.query)) return void res.json(await specPage(ctx, req));
    const list = readRaList(req.query);
    const filter = list.filter as Record<string, unknown>;
    const { total, items } = await listKnowledgeEntries(ctx.platform, {
      q: text(filter.q),
      language: text(filter.language),
      category: text(filter.category),
      status: text(filter.status),
      translation_group: text(filter.translation_group),
      ids: Array.isArray(filter.id) ? filter.id.map(String) : undefined,
      sort: list.sort,
      skip: list.skip,
      limit: list.limit,
    });
    sendRaPage(res, 'knowledge', list.skip, items, total);
  };
}

async function specPage(ctx: KnowledgeContext, req: Request) {
  const query = req.query as Record<string, unknown>;
  const page = Number(query.page ?? 1);
  const limit = Number(query.limit ?? SPEC_PAGE_SIZE);
  const status = text(query.status) ?? 'active';
  const { total, items } = await listKnowledgeEntries(ctx.platform, {
    q: text(query.search),
    language: text(query.language),
    category: text(query.category),
    status: status === 'all' ? undefined : status,
    // A search ranks by relevance unless a sort is asked for; a plain list goes by title.
    sort:
      query.sort_by || !query.search
        ? [text(query.sort_by) ?? 'title', query.sort_order === 'desc' ? 'desc' : 'asc']
        : undefined,
    skip: (page - 1) * limit,
    limit,
  });
  return { entries: items, pagination: specPagination(page, limit, total) };
}

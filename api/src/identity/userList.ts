import { type Filter, OUTBOX, type OutboxDoc, USERS, type UserDoc } from '@pintar/core';
import type { RaList } from '../http/raList.ts';
import type { IdentityContext } from './context.ts';

const SORTABLE = new Set([
  'displayName',
  'email',
  'role',
  'status',
  'createdAt',
  'lastLogin',
  'name',
  'joinDate',
  'lastSeen',
]);
const FIELD_OF: Record<string, string> = {
  name: 'displayName',
  joinDate: 'createdAt',
  lastSeen: 'lastLogin',
};

/**
 * Users for the admin table: filters on role and status, `q` matching name or e-mail. The user
 * base of a city assistant is small next to its places, so `q` filters in memory after the
 * indexed filters; sorting and paging follow.
 */
export async function listUsers(
  ctx: IdentityContext,
  list: RaList,
): Promise<{ total: number; items: UserDoc[] }> {
  const users = await ctx.platform.documents.collection<UserDoc>(USERS);
  const filter: Filter = {};
  const { role, status, q, id } = list.filter as {
    role?: string;
    status?: string;
    q?: string;
    id?: string[];
  };
  if (role) filter.role = role;
  if (status) filter.status = status;
  if (Array.isArray(id)) filter.id = { $in: id };
  const [field, direction] =
    list.sort && SORTABLE.has(list.sort[0]) ? list.sort : (['createdAt', 'desc'] as const);
  const sortField = FIELD_OF[field] ?? field;
  if (!q) {
    const [total, items] = await Promise.all([
      users.count(filter),
      users.find({ filter, sort: [[sortField, direction]], skip: list.skip, limit: list.limit }),
    ]);
    return { total, items };
  }
  const needle = q.trim().toLowerCase();
  const matching = (await users.find({ filter, sort: [[sortField, direction]] })).filter(
    (u) => u.displayName.toLowerCase().includes(needle) || u.email.includes(needle),
  );
  return { total: matching.length, items: matching.slice(list.skip, list.skip + list.limit) };
}

/** Sent mails, newest first; `q` matches the recipient. */
export async function listOutbox(
  ctx: IdentityContext,
  list: RaList,
): Promise<{ total: number; items: OutboxDoc[] }> {
  const outbox = await ctx.platform.documents.collection<OutboxDoc>(OUTBOX);
  const { q, id } = list.filter as { q?: string; id?: string[] };
  const filter: Filter = Array.isArray(id) ? { id: { $in: id } } : q ? { to: q.trim().toLowerCase() } : {};
  const [total, items] = await Promise.all([
    outbox.count(filter),
    outbox.find({ filter, sort: [['sentAt', 'desc']], skip: list.skip, limit: list.limit }),
  ]);
  return { total, items };
}

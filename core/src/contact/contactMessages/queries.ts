import type { DocumentStore, FindQuery } from '../../ports/documentStore.ts';
import type { SearchIndex } from '../../ports/searchIndex.ts';
import { CONTACT_SEARCH } from '../contactSearch/projection.ts';
import { CONTACT_MESSAGES, type ContactMessageDoc } from './projection.ts';

export interface ContactListQuery {
  q?: string;
  ids?: readonly string[];
  sort?: readonly [field: string, direction: 'asc' | 'desc'];
  skip: number;
  limit: number;
}

const SORTABLE = new Set(['receivedAt', 'name', 'email', 'subject', 'company']);

/** Lists messages newest first; `q` goes through the search index, typo-tolerant. */
export async function listContactMessages(
  stores: { documents: DocumentStore; search: SearchIndex },
  query: ContactListQuery,
): Promise<{ total: number; items: ContactMessageDoc[] }> {
  const messages = await stores.documents.collection<ContactMessageDoc>(CONTACT_MESSAGES);
  if (query.q) {
    const index = await stores.search.index(CONTACT_SEARCH);
    const found = await index.search({ text: query.q, fuzzy: true, limit: query.limit, offset: query.skip });
    const docs = await messages.getMany(found.hits.map((h) => h.id));
    const byId = new Map(docs.map((d) => [d.id, d]));
    return { total: found.total, items: found.hits.flatMap((h) => byId.get(h.id) ?? []) };
  }
  const newestFirst = ['receivedAt', 'desc'] as const;
  const [field, direction] = query.sort && SORTABLE.has(query.sort[0]) ? query.sort : newestFirst;
  const filter: FindQuery['filter'] = query.ids ? { id: { $in: query.ids } } : {};
  const [total, items] = await Promise.all([
    messages.count(filter),
    messages.find({ filter, sort: [[field, direction]], skip: query.skip, limit: query.limit }),
  ]);
  return { total, items };
}

export async function getContactMessage(
  documents: DocumentStore,
  id: string,
): Promise<ContactMessageDoc | null> {
  return (await documents.collection<ContactMessageDoc>(CONTACT_MESSAGES)).get(id);
}

export async function countContactMessages(documents: DocumentStore): Promise<number> {
  return (await documents.collection<ContactMessageDoc>(CONTACT_MESSAGES)).count();
}

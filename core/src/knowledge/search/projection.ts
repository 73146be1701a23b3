import type { GeoPoint } from '../../ports/searchIndex.ts';
import type { Projection } from '../../projections/projection.ts';
import type * as E from '../events.ts';
import { articleOpening } from '../help.ts';
import { KNOWLEDGE_EVENTS as T, KNOWLEDGE_TOPIC, type KnowledgeEntry } from '../knowledge.ts';

export const KNOWLEDGE_SEARCH = {
  name: 'knowledge_entries',
  fields: {
    title: 'text',
    content: 'text',
    tags: 'text',
    language: 'keyword',
    category: 'keyword',
    status: 'keyword',
    translation_group: 'keyword',
    location: 'geo',
    has_location: 'boolean',
    priority: 'number',
  },
} as const;

/** What the index holds of an entry; `radius_m` rides along unindexed for the coverage check. */
export interface KnowledgeSearchDoc {
  id: string;
  title: string;
  content: string;
  tags: string[];
  language: string;
  category: string;
  status: string;
  translation_group: string;
  priority: number;
  has_location: boolean;
  location?: GeoPoint;
  radius_m?: number;
  /** The entry as stored, unindexed: searches answer from the index without a document read. */
  entry?: KnowledgeEntry;
  /** The opening a hit lists, unindexed: made once here rather than at every search. */
  summary?: string;
  [field: string]: unknown;
}

export function toKnowledgeSearchDoc(entry: KnowledgeEntry): KnowledgeSearchDoc {
  const { id, title, content, tags, language, category, status, translation_group, priority, location } =
    entry;
  return {
    id,
    title,
    content,
    tags,
    language,
    category,
    status,
    translation_group,
    priority,
    has_location: location !== null,
    entry,
    summary: articleOpening(content),
    ...(location ? { location: { lat: location.lat, lng: location.lng }, radius_m: location.radius_m } : {}),
  };
}

/** Entries findable by any word in any of the four languages, misspelt or cut short. */
export const knowledgeSearchProjection: Projection = {
  name: 'knowledge-search',
  topics: [KNOWLEDGE_TOPIC],
  target: 'search',
  async open({ search }) {
    const index = await search.index<KnowledgeSearchDoc>(KNOWLEDGE_SEARCH);
    return {
      async apply(batch) {
        // The last word on each entry in the batch wins; the index is keyed by id, so replays repeat it.
        const latest = new Map<string, KnowledgeSearchDoc | null>();
        for (const { event } of batch) {
          if (event.type === T.entryCreated || event.type === T.entryUpdated) {
            const { entry } = event.data as E.EntryCreatedData;
            latest.set(entry.id, toKnowledgeSearchDoc(entry));
          } else if (event.type === T.entryDeleted) latest.set((event.data as E.EntryDeletedData).id, null);
        }
        const docs = [...latest.values()].filter((d): d is KnowledgeSearchDoc => d !== null);
        const removed = [...latest].filter(([, d]) => d === null).map(([id]) => id);
        await index.upsert(docs);
        await index.remove(removed);
      },
      clear: () => index.clear(),
    };
  },
};

// The knowledge tool over the API's knowledge search, with the entry cited as a card and a source.
import type { ChatCard, ChatSource } from '@pintar/contracts';
import type { KnowledgeStores } from '../../knowledge/entries/queries.ts';
import type { KnowledgeEntry } from '../../knowledge/knowledge.ts';
import { KNOWLEDGE_SEARCH, type KnowledgeSearchDoc } from '../../knowledge/search/projection.ts';
import { searchKnowledge } from '../../knowledge/search/queries.ts';
import { queryTerms } from '../../shared/tokenize.ts';
import type { KnowledgeHit, KnowledgeQuery, KnowledgeTool } from './ports.ts';

const meaningful = (w: string) => w.length >= 3 || /\p{Script=Han}/u.test(w);

/** An entry is about the question when its title or tags share a word (or a word's start) with it. */
function onTopic(query: string) {
  const words = queryTerms(query).filter(meaningful);
  return (e: KnowledgeEntry) => {
    const heading = queryTerms(`${e.title} ${e.tags.join(' ')}`).filter(meaningful);
    return words.some((w) => heading.some((h) => h.startsWith(w) || w.startsWith(h)));
  };
}

/**
 * The API's search first (every word must match). A whole question rarely matches every word, so
 * without `strict` the same index is asked for any of its words, keeping entries on the topic.
 * Nothing in the user's language: the English entries, with the English words of the question.
 */
export function knowledgeTool(stores: KnowledgeStores): KnowledgeTool {
  async function find(
    query: string,
    language: string | undefined,
    input: KnowledgeQuery,
  ): Promise<KnowledgeEntry[]> {
    const relevant = onTopic(query);
    const strict = await searchKnowledge(stores, {
      query,
      language,
      location: input.location,
      limit: input.limit,
      fuzzy: true,
    });
    const exact = strict.results.map((r) => r.entry);
    if (exact.length || input.strict) return input.strict ? exact.filter(relevant) : exact;
    const index = await stores.search.index<KnowledgeSearchDoc>(KNOWLEDGE_SEARCH);
    const loose = await index.search({
      text: query,
      anyTerm: true,
      fuzzy: true,
      filters: { status: 'active', ...(language ? { language } : {}) },
      limit: input.limit,
    });
    return loose.hits.flatMap((h) =>
      h.document.entry && relevant(h.document.entry) ? [h.document.entry] : [],
    );
  }
  return {
    async search(input) {
      const found = input.query ? await find(input.query, input.language, input) : [];
      if (found.length || !input.english || input.language === 'en')
        return byTitle(found, input.query).map(hitOf);
      return byTitle(await find(input.english, 'en', input), input.english).map(hitOf);
    },
  };
}

/** "Tell me about Cyberjaya": the entry titled Cyberjaya before the one that mentions it (stable otherwise). */
function byTitle(entries: KnowledgeEntry[], query: string): KnowledgeEntry[] {
  const words = queryTerms(query).filter(meaningful);
  const inTitle = (e: KnowledgeEntry) => {
    const title = queryTerms(e.title);
    return words.filter((w) => title.some((t) => t.startsWith(w))).length;
  };
  return entries
    .map((entry, i) => ({ entry, i, score: inTitle(entry) }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .map((r) => r.entry);
}

const hitOf = (e: KnowledgeEntry): KnowledgeHit => ({
  id: e.id,
  title: e.title,
  content: e.content,
  category: e.category,
  language: e.language,
  updated_at: e.updated_at,
});

export const knowledgeCard = (hit: KnowledgeHit): ChatCard => ({ type: 'knowledge', data: { ...hit } });

export const knowledgeSource = (hit: KnowledgeHit): ChatSource => ({
  name: `Pintar knowledge base: ${hit.title}`,
  kind: 'knowledge',
  asOf: hit.updated_at,
});

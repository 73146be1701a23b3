// The knowledge tool over the API's knowledge search, with the entry cited as a card and a source.
import type { ChatCard, ChatSource } from '@pintar/contracts';
import type { KnowledgeStores } from '../../knowledge/entries/queries.ts';
import type { KnowledgeEntry } from '../../knowledge/knowledge.ts';
import { KNOWLEDGE_SEARCH, type KnowledgeSearchDoc } from '../../knowledge/search/projection.ts';
import { searchKnowledge } from '../../knowledge/search/queries.ts';
import { queryTerms } from '../../shared/tokenize.ts';
import type { KnowledgeHit, KnowledgeQuery, KnowledgeTool } from './ports.ts';

const meaningful = (w: string) => w.length >= 3 || /\p{Script=Han}/u.test(w);
/** Entries fetched before ranking: the index weighs a place name like any other word. */
const POOL = 10;
/** What a word of the question is worth in an entry: its subject in the title, in the tags, a place. */
const WEIGHT = { subjectInTitle: 3, subjectInTags: 2, placeInTitle: 1 };

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
      limit: Math.max(input.limit, POOL),
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
      limit: Math.max(input.limit, POOL),
    });
    return loose.hits.flatMap((h) =>
      h.document.entry && relevant(h.document.entry) ? [h.document.entry] : [],
    );
  }
  return {
    async search(input) {
      const found = input.query ? await find(input.query, input.language, input) : [];
      const best = (entries: KnowledgeEntry[], query: string) =>
        bySubject(entries, query, input.places ?? [])
          .slice(0, input.limit)
          .map(hitOf);
      if (found.length || !input.english || input.language === 'en') return best(found, input.query);
      return best(await find(input.english, 'en', input), input.english);
    },
  };
}

/**
 * "Are there free buses in KL": the entry about free buses before the one about Kuala Lumpur. The
 * question's subject words count more than the places it names, and more in the title than in the
 * tags; "tell me about Cyberjaya" still puts the entry titled Cyberjaya first (stable otherwise).
 */
export function bySubject(
  entries: KnowledgeEntry[],
  query: string,
  places: readonly string[],
): KnowledgeEntry[] {
  const named = places.map((p) => queryTerms(p).filter(meaningful)).filter((words) => words.length);
  const placeWords = new Set(named.flat());
  const subject = [...new Set(queryTerms(query).filter(meaningful))].filter((w) => !placeWords.has(w));
  const has = (terms: string[], w: string) => terms.some((t) => t.startsWith(w));
  const score = (e: KnowledgeEntry) => {
    const title = queryTerms(e.title);
    const tags = queryTerms(e.tags.join(' '));
    // A place counts once however many words its name has ("Kuala Lumpur" is one place).
    const where = named.filter((words) => words.some((w) => has(title, w))).length;
    const what = subject.reduce(
      (sum, w) => sum + (has(title, w) ? WEIGHT.subjectInTitle : has(tags, w) ? WEIGHT.subjectInTags : 0),
      0,
    );
    return what + where * WEIGHT.placeInTitle;
  };
  return entries
    .map((entry, i) => ({ entry, i, score: score(entry) }))
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

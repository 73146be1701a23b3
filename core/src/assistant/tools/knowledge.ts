// The knowledge tool over the API's knowledge search, with the entry cited as a card and a source.
import type { ChatCard, ChatSource } from '@pintar/contracts';
import type { KnowledgeStores } from '../../knowledge/entries/queries.ts';
import type { KnowledgeEntry } from '../../knowledge/knowledge.ts';
import { KNOWLEDGE_SEARCH, type KnowledgeSearchDoc } from '../../knowledge/search/projection.ts';
import { searchKnowledge } from '../../knowledge/search/queries.ts';
import { rankByMeaning, subjectStems } from '../../knowledge/search/meaning.ts';
import { MAX_QUERY_WORDS, queryTerms } from '../../shared/tokenize.ts';
import type { KnowledgeHit, KnowledgeQuery, KnowledgeTool } from './ports.ts';

const meaningful = (w: string) => w.length >= 3 || /\p{Script=Han}/u.test(w);
/** Entries fetched before ranking: the index weighs a place name like any other word. */
const POOL = 10;
/** Entries sharing any word with the question, ranked here by meaning (knowledge/search/meaning.ts). */
const LOOSE_POOL = 30;
/**
 * A lookup beside another answer shows an entry only when it holds most of the question's subject
 * stems: otherwise it is noise next to a route or a forecast.
 */
const CONFIDENT = { coverage: 0.6, stems: 2 } as const;

/** An entry is about the question when its title or tags share a word (or a word's start) with it. */
function onTopic(query: string) {
  const words = queryTerms(query).filter(meaningful);
  return (e: KnowledgeEntry) => {
    const heading = queryTerms(`${e.title} ${e.tags.join(' ')}`).filter(meaningful);
    return words.some((w) => heading.some((h) => h.startsWith(w) || w.startsWith(h)));
  };
}

/** The words the index is asked for any of: the question's subject words, then their stems. */
function looseText(query: string, stems: readonly string[]) {
  const words = queryTerms(query).filter(meaningful);
  return [...new Set([...words, ...stems])].slice(0, MAX_QUERY_WORDS).join(' ');
}

/**
 * Candidates from the API's search (every word must match) and from the same index asked for any
 * of the question's words and stems, ranked by the meaning they share with the question. A side
 * lookup (`strict`) keeps an entry matching every word and on the topic, or one holding most of
 * the question's subject. Nothing in the user's language: the English entries, with the English
 * words of the question.
 */
export function knowledgeTool(stores: KnowledgeStores): KnowledgeTool {
  async function find(
    query: string,
    language: string | undefined,
    input: KnowledgeQuery,
    question: string,
  ): Promise<KnowledgeEntry[]> {
    const relevant = onTopic(query);
    const asked = subjectStems(question, language ?? 'en');
    const strict = await searchKnowledge(stores, {
      query,
      language,
      location: input.location,
      limit: Math.max(input.limit, POOL),
      fuzzy: true,
    });
    const exact = strict.results.map((r) => r.entry);
    const index = await stores.search.index<KnowledgeSearchDoc>(KNOWLEDGE_SEARCH);
    const loose = await index.search({
      text: looseText(question, asked),
      anyTerm: true,
      fuzzy: true,
      filters: { status: 'active', ...(language ? { language } : {}) },
      limit: Math.max(input.limit, LOOSE_POOL),
    });
    const seen = new Set(exact.map((e) => e.id));
    const pool = [
      ...exact,
      ...loose.hits.flatMap((h) => {
        const e = h.document.entry;
        return e && !seen.has(e.id) ? [e] : [];
      }),
    ];
    const placeWords = new Set((input.places ?? []).flatMap((p) => queryTerms(p)));
    const ranked = rankByMeaning(pool, question, language ?? 'en', placeWords, asked);
    if (!input.strict) return ranked.filter((r) => r.score > 0 || seen.has(r.entry.id)).map((r) => r.entry);
    const exactOnTopic = new Set(exact.filter(relevant).map((e) => e.id));
    return ranked
      .filter(
        (r) =>
          exactOnTopic.has(r.entry.id) ||
          (r.coverage >= CONFIDENT.coverage && asked.length * r.coverage >= CONFIDENT.stems),
      )
      .map((r) => r.entry);
  }
  return {
    async search(input) {
      const question = input.question || input.query;
      const found = input.query ? await find(input.query, input.language, input, question) : [];
      const best = (entries: KnowledgeEntry[]) => entries.slice(0, input.limit).map(hitOf);
      if (found.length || !input.english || input.language === 'en') return best(found);
      return best(await find(input.english, 'en', input, input.english));
    },
  };
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

import type { KnowledgeEntry } from './knowledge.ts';

/** How much of an article the /help list shows; the whole text is one click away. */
export const HELP_SUMMARY_CHARS = 240;
/** A help page: the /help list asks for this many at a time, and never more than the cap. */
export const HELP_PAGE = { default: 20, max: 50, maxOffset: 450 } as const;

export interface HelpEntrySummary {
  id: string;
  title: string;
  summary: string;
  language: string;
  category: string;
  tags: string[];
  updated_at: string;
}

export interface HelpPage {
  entries: HelpEntrySummary[];
  more: boolean;
}

// Markdown that carries no words of its own (or whose words are elsewhere, as a link's address).
const FENCED_CODE = /```[\s\S]*?(```|$)/g;
const IMAGE = /!\[([^\]]*)\]\([^)]*\)/g;
const LINK = /\[([^\]]*)\]\([^)]*\)/g;
const HIDDEN_HTML = /<(script|style)\b[\s\S]*?(<\/\1\s*>|$)/gi;
const HTML_TAG = /<[^>]*>/g;
const LINE_MARKS = /^\s{0,3}(#{1,6}\s+|>\s?|[-*+]\s+|\d+[.)]\s+|\|)/gm;
const TABLE_RULE = /^\s*\|?\s*:?-{3,}.*$/gm;
const INLINE_MARKS = /(\*\*|__|~~|[*_`|])/g;
const ENTITY = /&(amp|lt|gt|quot|#39|nbsp);/g;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** An article's words without its Markdown and HTML, on one line. */
export function plainArticleText(markdown: string): string {
  return markdown
    .replace(FENCED_CODE, ' ')
    .replace(IMAGE, '$1')
    .replace(LINK, '$1')
    .replace(HIDDEN_HTML, ' ')
    .replace(HTML_TAG, ' ')
    .replace(TABLE_RULE, ' ')
    .replace(LINE_MARKS, '')
    .replace(INLINE_MARKS, '')
    .replace(ENTITY, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The opening of a text, cut at a word boundary with an ellipsis when longer than `chars`. */
export function openingOf(text: string, chars = HELP_SUMMARY_CHARS): string {
  if (text.length <= chars) return text;
  // Never half of a character outside the Basic Multilingual Plane (an emoji).
  const end = /[\uD800-\uDBFF]/.test(text[chars - 1] ?? '') ? chars - 1 : chars;
  const cut = text.slice(0, end);
  const space = cut.lastIndexOf(' ');
  // A text without spaces (Chinese) is cut at the limit itself.
  const head = space > chars / 2 ? cut.slice(0, space) : cut;
  return `${head.replace(/[\s,;:.–-]+$/, '')}…`;
}

/** Openings already made, by article text: the same articles answer search after search. */
const openings = new Map<string, string>();
// Kept by their whole text: 500 articles of a few kilobytes each hold a megabyte or two.
const OPENINGS_KEPT = 500;

/** An article's opening as a list shows it (plain text, at most HELP_SUMMARY_CHARS and `…`). */
export const articleOpening = (content: string): string => openingOf(plainArticleText(content));

function openingOfArticle(content: string): string {
  let opening = openings.get(content);
  if (opening === undefined) {
    opening = articleOpening(content);
    openings.set(content, opening);
    if (openings.size > OPENINGS_KEPT) openings.delete(openings.keys().next().value!);
  }
  return opening;
}

/** An entry as a search hit lists it: its fields with its opening in place of its text. */
export type KnowledgeEntryHit = Omit<KnowledgeEntry, 'content'> & { summary: string };

/**
 * Hits already made, by entry: the embedded index hands back the same entry objects search after
 * search, and copying 20 entries was a sixth of what a search allocated. Hits are frozen, as they
 * are shared.
 */
const hitsMade = new WeakMap<KnowledgeEntry, KnowledgeEntryHit>();

/** `summary` is the one the search index made, when it has one. */
export function knowledgeEntryHit(entry: KnowledgeEntry, summary?: string): KnowledgeEntryHit {
  const made = hitsMade.get(entry);
  if (made && (summary === undefined || made.summary === summary)) return made;
  const { content, ...fields } = entry;
  const hit = Object.freeze({ ...fields, summary: summary ?? openingOfArticle(content) });
  hitsMade.set(entry, hit);
  return hit;
}

export function helpSummary(entry: KnowledgeEntry): HelpEntrySummary {
  const { id, title, language, category, tags, updated_at } = entry;
  return {
    id,
    title,
    summary: openingOfArticle(entry.content),
    language,
    category,
    tags,
    updated_at,
  };
}

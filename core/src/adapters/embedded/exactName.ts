// The embedded index's exact-name check (SearchQuery.exactBoost): does a document's field hold
// every query word, as typed or through a one-edit typo? It runs for each match whose field has
// as many terms as the query has words, so it does as little as it can per search and per match:
// each word's postings in the field are looked up once per search, and only when a match needs
// them; the word as typed (and, for the last word, its completions) is tried first, and the word's
// one-edit typos (each an edit distance to work out) only when the typed terms are not there.

import type { PostingList } from './postingList.ts';
import type { TextIndex } from './textIndex.ts';
import { oneEditTerms, typedTerms, type WordTerms } from '../../shared/typos/expandWords.ts';

/** How a document's field holds the words: 2 each as typed, 1 some only through a typo, 0 not all. */
export type ExactKind = 0 | 1 | 2;

/** One query word's postings in the field, each kind looked up the first time it is needed. */
class WordInField {
  readonly #word: WordTerms;
  readonly #last: boolean;
  readonly #postingsIn: (terms: readonly string[]) => PostingList[];
  #typed: PostingList[] | undefined;
  #oneEdit: PostingList[] | undefined;

  constructor(word: WordTerms, last: boolean, postingsIn: (terms: readonly string[]) => PostingList[]) {
    this.#word = word;
    this.#last = last;
    this.#postingsIn = postingsIn;
  }

  kind(doc: number): ExactKind {
    this.#typed ??= this.#postingsIn(typedTerms(this.#word, this.#last));
    if (anyHolds(this.#typed, doc)) return 2;
    this.#oneEdit ??= this.#postingsIn(oneEditTerms(this.#word, this.#last));
    return anyHolds(this.#oneEdit, doc) ? 1 : 0;
  }
}

/** A check of documents against the query's words (see ExactKind), made once per search. */
export function exactNameCheck(
  text: TextIndex,
  field: string,
  words: readonly WordTerms[],
): (doc: number) => ExactKind {
  const last = words.length - 1;
  const postingsIn = (terms: readonly string[]) => text.postingsIn(terms, field);
  const inField = words.map((word, w) => new WordInField(word, w === last, postingsIn));
  return (doc) => {
    if (inField.length === 0) return 0;
    let kind: ExactKind = 2;
    for (const word of inField) {
      const found = word.kind(doc);
      if (found === 0) return 0;
      if (found === 1) kind = 1;
    }
    return kind;
  };
}

/** Is the document in any of the lists? (A binary search of each until it is found.) */
function anyHolds(lists: readonly PostingList[], doc: number): boolean {
  for (const list of lists) {
    const at = list.seek(doc, 0);
    if (at < list.size && list.docs[at] === doc) return true;
  }
  return false;
}

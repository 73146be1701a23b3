import type { KnowledgeEntry, KnowledgeEntryHit } from '@pintar/core';

export interface KnowledgeSearchAnswer {
  query: string;
  total: number;
  results: { entry: KnowledgeEntryHit | KnowledgeEntry; score: number }[];
}

/** A hit carries its opening; a whole entry (`include_content`) its text. */
const isHit = (entry: KnowledgeEntryHit | KnowledgeEntry): entry is KnowledgeEntryHit => 'summary' in entry;

/** About a kilobyte each: 5,000 hits hold 5 MB. */
const HITS_KEPT = 5_000;

/**
 * Writes search answers as `JSON.stringify` would, as UTF-8 bytes put together from the JSON of
 * hits already sent, kept by entry id and version: the same entries answer search after search,
 * and turning 20 entries into JSON was a good share of a search's CPU (BENCHMARKS.md, Measurements behind the code). Every change to an entry is an
 * event that raises its version and `updated_at`, so kept bytes are never stale. Whole entries
 * (`include_content`, up to 20,000 characters each) are not kept. One writer per route, so two
 * APIs in one process (tests) never share hits.
 *
 * Bytes, not a string: a summary's `…` makes a whole answer a two-byte string, and the string,
 * then its flattening and its encoding were three copies of 36 KB per search for the GC to sweep.
 */
export function searchAnswerWriter(kept = HITS_KEPT): (answer: KnowledgeSearchAnswer) => Buffer {
  const byVersion = new Map<string, Buffer>();
  // Core hands out one frozen hit per entry object: found by the hit itself, without a key.
  const byHit = new WeakMap<KnowledgeEntryHit, Buffer>();

  const hitJson = (entry: KnowledgeEntryHit | KnowledgeEntry): Buffer => {
    if (!isHit(entry)) return Buffer.from(JSON.stringify(entry));
    let bytes = byHit.get(entry);
    if (bytes !== undefined) return bytes;
    const key = `${entry.id}\u0000${entry.version}\u0000${entry.updated_at}`;
    bytes = byVersion.get(key);
    if (bytes === undefined) {
      bytes = Buffer.from(JSON.stringify(entry));
      byVersion.set(key, bytes);
      if (byVersion.size > kept) byVersion.delete(byVersion.keys().next().value!);
    }
    if (Object.isFrozen(entry)) byHit.set(entry, bytes);
    return bytes;
  };

  return (answer) => {
    const parts: (string | Buffer)[] = [
      `{"query":${JSON.stringify(answer.query)},"total":${answer.total},"results":[`,
    ];
    answer.results.forEach(({ entry, score }, i) => {
      parts.push(i ? ',{"entry":' : '{"entry":', hitJson(entry), `,"score":${JSON.stringify(score)}}`);
    });
    parts.push(']}');
    let size = 0;
    for (const part of parts) size += typeof part === 'string' ? Buffer.byteLength(part) : part.length;
    const out = Buffer.allocUnsafe(size);
    let at = 0;
    for (const part of parts) at += typeof part === 'string' ? out.write(part, at) : part.copy(out, at);
    return out;
  };
}

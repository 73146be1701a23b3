import type { KnowledgeEntry, KnowledgeEntryHit } from '@pintar/core';

export interface KnowledgeSearchAnswer {
  query: string;
  total: number;
  results: { entry: KnowledgeEntryHit | KnowledgeEntry; score: number }[];
}

/**
 * The UTF-8 JSON of hits already sent, by entry id and version: the same entries answer search
 * after search, and turning 20 entries into JSON was a tenth of a search's CPU. Every change to an
 * entry is an event that raises its version and `updated_at`, so a kept text is never stale.
 * Whole entries (`include_content`, up to 20,000 characters each) are not kept.
 */
const hitBytes = new Map<string, Buffer>();
/** About a kilobyte each: 5,000 hits hold 5 MB. */
const HITS_KEPT = 5_000;

/** The same, by hit: core hands out one frozen hit per entry, found without building a key. */
const bytesOfHit = new WeakMap<KnowledgeEntryHit, Buffer>();

/** A hit carries its opening; a whole entry (`include_content`) its text. */
const isHit = (entry: KnowledgeEntryHit | KnowledgeEntry): entry is KnowledgeEntryHit => 'summary' in entry;

function hitJson(entry: KnowledgeEntryHit | KnowledgeEntry): Buffer {
  if (!isHit(entry)) return Buffer.from(JSON.stringify(entry));
  let bytes = bytesOfHit.get(entry);
  if (bytes !== undefined) return bytes;
  const key = `${entry.id}\u0000${entry.version}\u0000${entry.updated_at}`;
  bytes = hitBytes.get(key);
  if (bytes === undefined) {
    bytes = Buffer.from(JSON.stringify(entry));
    hitBytes.set(key, bytes);
    if (hitBytes.size > HITS_KEPT) hitBytes.delete(hitBytes.keys().next().value!);
  }
  if (Object.isFrozen(entry)) bytesOfHit.set(entry, bytes);
  return bytes;
}

/**
 * The search answer as `JSON.stringify` writes it, as UTF-8 bytes put together from the kept hits.
 * Bytes, not a string: a summary's `…` makes a whole answer a two-byte string, and the string,
 * then its flattening and its encoding were three copies of 36 KB per search for the GC to sweep.
 */
export function searchAnswerBytes(answer: KnowledgeSearchAnswer): Buffer {
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
}

/** Bodies kept with their compressed bytes: a search page's answers repeat (popular queries). */
const BODIES_KEPT = 256;
/** Larger answers (lists, exports) rarely repeat byte for byte: not kept. */
const LARGEST_KEPT = 64 * 1024;

/**
 * The bodies compressed last, by their bytes and encoding: an answer sent again byte for byte (the
 * same search while its results stand) is compressed once. Brotli was 8 to 10 % of a knowledge
 * search's CPU. At most 256 bodies of up to 64 KB are kept (a few megabytes under load, none at
 * start), least recently used first out.
 */
export class CompressedBodies {
  readonly #kept = new Map<string, { raw: Buffer; packed: Buffer }>();

  /** `raw` compressed by `compress`, or the bytes kept from the last time it was. */
  packed(raw: Buffer, encoding: string, compress: (raw: Buffer) => Buffer): Buffer {
    if (raw.length > LARGEST_KEPT) return compress(raw);
    const key = `${encoding}:${fingerprint(raw)}`;
    const kept = this.#kept.get(key);
    // Two bodies may share a fingerprint: only identical bytes reuse what was compressed.
    if (kept?.raw.equals(raw)) {
      this.#kept.delete(key);
      this.#kept.set(key, kept);
      return kept.packed;
    }
    const packed = compress(raw);
    this.#kept.delete(key);
    this.#kept.set(key, { raw, packed });
    if (this.#kept.size > BODIES_KEPT) this.#kept.delete(this.#kept.keys().next().value!);
    return packed;
  }

  get size(): number {
    return this.#kept.size;
  }
}

/** The length and 32 words sampled across the body (FNV-style): cheap, and equal for equal bodies. */
function fingerprint(raw: Buffer): string {
  let hash = 2166136261;
  const step = Math.max(4, Math.floor(raw.length / 32));
  for (let at = 0; at + 4 <= raw.length; at += step) hash = Math.imul(hash ^ raw.readUInt32LE(at), 16777619);
  return `${raw.length}:${hash >>> 0}`;
}

// Kafka's default partitioner hash (Java client's Utils.murmur2), so a key lands on the same
// partition whichever client wrote it.
const SEED = 0x9747b28c;
const M = 0x5bd1e995;

export function murmur2(data: Uint8Array): number {
  const length = data.length;
  let h = SEED ^ length;
  const blocks = length >>> 2;
  for (let i = 0; i < blocks; i += 1) {
    const o = i * 4;
    let k = data[o]! | (data[o + 1]! << 8) | (data[o + 2]! << 16) | (data[o + 3]! << 24);
    k = Math.imul(k, M);
    k ^= k >>> 24;
    k = Math.imul(k, M);
    h = Math.imul(h, M) ^ k;
  }
  const tail = length & ~3;
  const rest = length & 3;
  if (rest === 3) h ^= data[tail + 2]! << 16;
  if (rest >= 2) h ^= data[tail + 1]! << 8;
  if (rest >= 1) {
    h ^= data[tail]!;
    h = Math.imul(h, M);
  }
  h ^= h >>> 13;
  h = Math.imul(h, M);
  h ^= h >>> 15;
  return h | 0;
}

/** The partition Kafka's default partitioner picks for a key. */
export function partitionFor(key: string, partitions: number): number {
  return (murmur2(new TextEncoder().encode(key)) & 0x7fffffff) % partitions;
}

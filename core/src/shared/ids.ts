import { randomFillSync } from 'node:crypto';

/**
 * Random bytes for ids, taken from a pool refilled 4 KB at a time: a bulk import makes two ids
 * per row (the place and its event), and asking the CSPRNG for 12 or 16 bytes at a time showed in
 * an import's CPU (BENCHMARKS.md, Measurements behind the code). The bytes are as random; only the calls are fewer (Node's own randomUUID
 * pools the same way).
 */
const pool = Buffer.alloc(4096);
let taken = pool.length;

/** `size` fresh random bytes, a view into the pool: use them before the next call. */
function randomView(size: number): Buffer {
  if (taken + size > pool.length) {
    randomFillSync(pool);
    taken = 0;
  }
  const view = pool.subarray(taken, taken + size);
  taken += size;
  return view;
}

/** `size` random bytes as hex. */
export const randomHex = (size: number): string => randomView(size).toString('hex');

/**
 * A UUID version 7 (RFC 9562): 48 bits of Unix milliseconds, then random bits. Ids made later
 * sort later, so B-tree indexes on them grow at the right edge instead of at random pages.
 */
export function uuidv7(now: number = Date.now()): string {
  const bytes = randomView(16);
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = 0x70 | (bytes[6]! & 0x0f);
  bytes[8] = 0x80 | (bytes[8]! & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

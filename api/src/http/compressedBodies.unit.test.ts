import { describe, expect, it } from 'vitest';
import { CompressedBodies } from './compressedBodies.ts';

/** A stand-in compressor that counts its calls and marks its output with the body's bytes. */
function counting() {
  const calls: string[] = [];
  const compress = (raw: Buffer) => {
    calls.push(raw.toString());
    return Buffer.concat([Buffer.from('z:'), raw]);
  };
  return { calls, compress };
}

describe('CompressedBodies', () => {
  it('compresses a body once while it is kept, per encoding', () => {
    const bodies = new CompressedBodies();
    const { calls, compress } = counting();
    const body = () => Buffer.from(JSON.stringify({ results: 'x'.repeat(2000) }));
    const first = bodies.packed(body(), 'br', compress);
    expect(bodies.packed(body(), 'br', compress)).toBe(first);
    bodies.packed(body(), 'gzip', compress);
    expect(calls).toHaveLength(2);
  });

  it('never hands one body the bytes of another that shares its fingerprint', () => {
    const bodies = new CompressedBodies();
    const { calls, compress } = counting();
    // 4,096 bytes are sampled four at a time every 128: byte 5 is never looked at, so these two agree.
    const a = Buffer.alloc(4096, 'a');
    const b = Buffer.from(a);
    b[5] = 'b'.charCodeAt(0);
    expect(bodies.packed(a, 'br', compress).subarray(2).equals(a)).toBe(true);
    expect(bodies.packed(b, 'br', compress).subarray(2).equals(b)).toBe(true);
    expect(calls).toHaveLength(2);
  });

  it('keeps the 256 bodies used last, and none over 64 KB', () => {
    const bodies = new CompressedBodies();
    const { calls, compress } = counting();
    const body = (n: number) => Buffer.from(`${n}`.padEnd(1500, '.'));
    for (let n = 0; n < 256; n += 1) bodies.packed(body(n), 'br', compress);
    bodies.packed(body(0), 'br', compress); // used again: now the most recent
    bodies.packed(body(256), 'br', compress); // drops body 1
    expect(bodies.size).toBe(256);
    calls.length = 0;
    bodies.packed(body(0), 'br', compress);
    bodies.packed(body(1), 'br', compress);
    expect(calls.map((c) => c.replace(/\.+$/, ''))).toEqual(['1']);
    const large = Buffer.alloc(64 * 1024 + 1, 'l');
    bodies.packed(large, 'br', compress);
    bodies.packed(large, 'br', compress);
    expect(calls).toHaveLength(3);
  });
});

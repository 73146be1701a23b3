import { describe, expect, it } from 'vitest';
import { DocumentRecords } from './documentRecords.ts';

type Doc = { id: string; [field: string]: unknown };

/** A small random generator, seeded, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32;
}

/** Documents of varied layouts and values, the awkward ones included. */
function randomDoc(next: () => number, n: number): Doc {
  const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)]!;
  const text = () => pick(['Klinik', 'Kuala Lumpur', '\u007fmarked', '吉隆坡', 'a', '', 'Jalan Ampang 12']);
  const value = (): unknown =>
    pick([
      () => null,
      () => next() < 0.5,
      () => Math.round(next() * 1000) / 10,
      text,
      () => [text(), text()],
      () => ({ lat: next(), lng: next() }),
      () => ({ nested: { deeper: [1, text(), null] } }),
    ])();
  const doc: Doc = { id: `d${n}` };
  for (const key of ['name', 'city', 'tags', 'location', 'extra', 'copy'])
    if (next() < 0.8) doc[key] = value();
  if (next() < 0.3) doc.copy = doc.name;
  if (next() < 0.2) doc.self = `d${n}`;
  return doc;
}

/** What the index always returned after a snapshot: the document as JSON reads it back. */
const asJson = (doc: Doc) => JSON.parse(JSON.stringify(doc)) as Doc;

describe('DocumentRecords', () => {
  it('gives back every document as JSON would, through writes, deletes and a snapshot', () => {
    for (let seed = 1; seed <= 3; seed++) {
      const next = random(seed);
      const records = new DocumentRecords<Doc>();
      const expected = new Map<number, Doc>();
      for (let i = 0; i < 1200; i++) {
        const n = Math.floor(next() * 500);
        if (next() < 0.15) {
          records.delete(n);
          expected.delete(n);
        } else {
          const doc = randomDoc(next, n);
          records.set(n, doc);
          expected.set(n, asJson(doc));
        }
      }
      const restored = DocumentRecords.restore<Doc>(structuredClone(records.snapshot()));
      for (const copy of [records, restored]) {
        expect(copy.size).toBe(expected.size);
        for (let n = 0; n < 500; n++) {
          expect(copy.has(n)).toBe(expected.has(n));
          // Read twice: decoded, then from the recently read.
          expect(copy.get(n, `d${n}`), `seed ${seed} doc ${n}`).toEqual(expected.get(n));
          expect(copy.get(n, `d${n}`)).toEqual(expected.get(n));
        }
      }
      // A restored set takes new writes with the dictionary and shapes it came back with.
      restored.set(2000, { id: 'd2000', name: 'Kuala Lumpur', city: 'Kuala Lumpur' });
      expect(restored.get(2000, 'd2000')).toEqual({
        id: 'd2000',
        name: 'Kuala Lumpur',
        city: 'Kuala Lumpur',
      });
    }
  });

  it('keeps a place in about a third of its JSON', () => {
    const records = new DocumentRecords<Doc>();
    let json = 0;
    for (let n = 0; n < 1000; n++) {
      const place = {
        name: `Klinik Kesihatan ${n}`,
        category: 'clinic',
        status: 'active',
        address: null,
        city: ['Kuala Lumpur', 'Johor Bahru', 'Kluang'][n % 3],
        state: 'Johor',
        location: { lat: 1.4 + n / 1e4, lng: 103.7 },
        id: `pl_${n.toString(16).padStart(24, '0')}`,
        version: 1,
        google_enhanced: false,
        import_id: 'imp_01a21ad6ccb17739a8f885efb9c51c64',
        created_at: '2026-11-27T02:30:14.449Z',
        updated_at: '2026-11-27T02:30:14.449Z',
        created_by: 'u_27aa408a297c045eb29aed55',
        updated_by: 'u_27aa408a297c045eb29aed55',
      };
      records.set(n, place);
      json += JSON.stringify(place).length;
    }
    const kept = records.snapshot().records.reduce((sum, record) => sum + (record?.length ?? 0), 0);
    expect(kept / json).toBeLessThan(0.4);
  });
});

import { describe, expect, it } from 'vitest';
import { PostingList } from './postingList.ts';

const docsOf = (list: PostingList) => [...list.docs.subarray(0, list.size)];
const countsOf = (list: PostingList) => [...list.counts.subarray(0, list.size)];

describe('PostingList', () => {
  it('keeps documents in order whatever order they are added and taken out in', () => {
    const list = new PostingList();
    for (const doc of [5, 9, 2, 14, 7, 0, 11]) list.add(doc, doc + 100);
    expect(docsOf(list)).toEqual([0, 2, 5, 7, 9, 11, 14]);
    expect(countsOf(list)).toEqual([100, 102, 105, 107, 109, 111, 114]);
    list.delete(7);
    list.delete(0);
    list.delete(8);
    expect(docsOf(list)).toEqual([2, 5, 9, 11, 14]);
    list.add(7, 1);
    list.add(9, 3);
    expect(docsOf(list)).toEqual([2, 5, 7, 9, 11, 14]);
    expect(countsOf(list)).toEqual([102, 105, 1, 3, 111, 114]);
  });

  it('seeks the first position at or after a document, from a starting position', () => {
    const list = new PostingList();
    for (let doc = 0; doc < 200; doc += 3) list.add(doc, 1);
    expect(list.seek(0, 0)).toBe(0);
    expect(list.seek(9, 0)).toBe(3);
    expect(list.seek(10, 0)).toBe(4);
    expect(list.seek(10, 2)).toBe(4);
    expect(list.seek(150, 4)).toBe(50);
    expect(list.seek(199, 0)).toBe(list.size);
    expect(list.seek(5, 10)).toBe(10);
  });

  it('copies a snapshot view before a write changes it', () => {
    const [docs, counts] = [Int32Array.of(1, 4, 8, 3, 6), Int32Array.of(1, 1, 1, 2, 2)];
    const list = PostingList.view(docs, counts, 0, 3);
    list.add(2, 5);
    list.delete(8);
    expect(docsOf(list)).toEqual([1, 2, 4]);
    expect([...docs]).toEqual([1, 4, 8, 3, 6]);
  });
});

import { describe, expect, it } from 'vitest';
import type { KnowledgeEntry } from '../../knowledge/knowledge.ts';
import { bySubject } from './knowledge.ts';

const entry = (title: string, tags: string[] = []) => ({ title, tags }) as unknown as KnowledgeEntry;
const titles = (entries: KnowledgeEntry[]) => entries.map((e) => e.title);

const CITY = entry('Kuala Lumpur: city services and DBKL', ['kuala lumpur', 'dbkl']);
const BUSES = entry('Feeder buses and free city buses', ['bus', 'go kl']);
const TOLLS = entry('Paying tolls: cashless only', ['toll', 'rfid']);

describe('ranking knowledge entries', () => {
  it('puts the entry on the subject before the one on the place named', () => {
    const ranked = bySubject([CITY, BUSES], 'free buses kuala lumpur', ['Kuala Lumpur']);
    expect(titles(ranked)).toEqual([BUSES.title, CITY.title]);
  });

  it('counts the place like any word when it is not named as a place', () => {
    // The same words with no place resolved: "kuala" and "lumpur" are two subject words in CITY's title.
    const ranked = bySubject([CITY, BUSES], 'free buses kuala lumpur', []);
    expect(titles(ranked)).toEqual([CITY.title, BUSES.title]);
  });

  it('reads the tags when the title lacks the subject word', () => {
    const ranked = bySubject([CITY, TOLLS], 'rfid kuala lumpur', ['Kuala Lumpur']);
    expect(titles(ranked)).toEqual([TOLLS.title, CITY.title]);
  });

  it('still puts the entry titled with a place first when the place is all that was asked', () => {
    const ranked = bySubject([BUSES, CITY], 'kuala lumpur', ['Kuala Lumpur']);
    expect(titles(ranked)).toEqual([CITY.title, BUSES.title]);
  });

  it('keeps the search order between equals', () => {
    expect(titles(bySubject([TOLLS, BUSES], 'weather', []))).toEqual([TOLLS.title, BUSES.title]);
  });
});

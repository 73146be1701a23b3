import { describe, expect, it } from 'vitest';
import type { KnowledgeEntry } from '../knowledge.ts';
import { rankByMeaning, subjectStems } from './meaning.ts';

const entry = (title: string, tags: string[] = [], content = '', language = 'en') =>
  ({ title, tags, content, language }) as unknown as KnowledgeEntry;
const titles = (ranked: Array<{ entry: KnowledgeEntry }>) => ranked.map((r) => r.entry.title);

const CITY = entry(
  'Kuala Lumpur: city services and DBKL',
  ['kuala lumpur', 'dbkl'],
  'Street parking and drains.',
);
const BUSES = entry('Feeder buses and free city buses', ['bus', 'gokl'], 'GoKL buses are free to ride.');
const TOLLS = entry('Paying tolls: cashless only', ['toll', 'rfid'], 'Toll plazas do not take cash.');
const ROAD_TAX = entry('Renewing road tax and your driving licence', ['road tax', 'jpj'], 'Renew at JPJ.');

describe('subject stems', () => {
  it('drops question and stop words and stems the rest', () => {
    expect(subjectStems('how do I renew my driving licences', 'en')).toEqual(['renew', 'drive', 'licenc']);
  });

  it('stems Malay with the Malay pack', () => {
    expect(subjectStems('macam mana nak perbaharui lesen', 'ms')).toEqual(['baharu', 'lesen']);
  });
});

describe('ranking knowledge entries by meaning', () => {
  it('matches a word to the entry through its stem', () => {
    expect(titles(rankByMeaning([CITY, ROAD_TAX], 'when do I renew the tax on my car', 'en'))[0]).toBe(
      ROAD_TAX.title,
    );
  });

  it('puts the entry on the subject before the one on the place named', () => {
    const ranked = rankByMeaning(
      [CITY, BUSES],
      'free buses in kuala lumpur',
      'en',
      new Set(['kuala', 'lumpur']),
    );
    expect(titles(ranked)).toEqual([BUSES.title, CITY.title]);
  });

  it('reads the tags when the title lacks the subject word', () => {
    const ranked = rankByMeaning([CITY, TOLLS], 'rfid kuala lumpur', 'en', new Set(['kuala', 'lumpur']));
    expect(titles(ranked)).toEqual([TOLLS.title, CITY.title]);
  });

  it('still puts the entry titled with a place first when the place is all that was asked', () => {
    const ranked = rankByMeaning([BUSES, CITY], 'kuala lumpur', 'en', new Set(['kuala', 'lumpur']));
    expect(titles(ranked)).toEqual([CITY.title, BUSES.title]);
  });

  it('says how much of the question an entry holds, and keeps the search order between equals', () => {
    const ranked = rankByMeaning([TOLLS, BUSES], 'weather tomorrow', 'en');
    expect(titles(ranked)).toEqual([TOLLS.title, BUSES.title]);
    expect(ranked.map((r) => r.coverage)).toEqual([0, 0]);
    expect(rankByMeaning([TOLLS], 'cashless toll', 'en')[0]!.coverage).toBe(1);
  });
});

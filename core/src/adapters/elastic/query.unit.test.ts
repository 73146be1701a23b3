import { describe, expect, it } from 'vitest';
import { buildQuery } from './query.ts';
import { elasticTerms } from './vocabulary.ts';

const PLACES = { name: 'places', fields: { name: 'text', address: 'text', status: 'keyword' } } as const;
const clauses = (body: Record<string, unknown>) => (body.query as { bool: { must: unknown[] } }).bool.must;

describe('buildQuery', () => {
  it('sends each expanded term as an exact term, weighted, in the fields known to hold it', () => {
    const held: Record<string, string[]> = { jalan: ['address'], jalur: ['name', 'address'] };
    const body = buildQuery(
      { text: 'jalan' },
      [
        new Map([
          ['jalan', 1],
          ['jalur', 0.3],
        ]),
      ],
      PLACES,
      undefined,
      (term) => held[term],
    );
    expect(clauses(body)).toEqual([
      {
        bool: {
          should: [
            { term: { address: 'jalan' } },
            { term: { name: { value: 'jalur', boost: 0.3 } } },
            { term: { address: { value: 'jalur', boost: 0.3 } } },
          ],
          minimum_should_match: 1,
        },
      },
    ]);
  });

  it('looks for a word never seen in every text field', () => {
    const body = buildQuery({ text: 'zzz' }, [new Map([['zzz', 1]])], PLACES, undefined);
    expect(clauses(body)).toEqual([
      {
        bool: { should: [{ term: { name: 'zzz' } }, { term: { address: 'zzz' } }], minimum_should_match: 1 },
      },
    ]);
  });

  it('matches nothing for a word held only in fields the search leaves out', () => {
    const body = buildQuery(
      { text: 'jalan', fields: ['name'] },
      [new Map([['jalan', 1]])],
      PLACES,
      undefined,
      () => ['address'],
    );
    expect(clauses(body)).toEqual([{ match_none: {} }]);
  });
});

describe('elasticTerms', () => {
  it('files words as the standard analyzer does: lower case, accents kept, Han one by one, arrays too', () => {
    const terms = new Set<string>();
    elasticTerms(['Kafé Jalan', '吉隆坡'], terms);
    elasticTerms(7, terms);
    expect([...terms]).toEqual(['kafé', 'jalan', '吉', '隆', '坡']);
  });
});

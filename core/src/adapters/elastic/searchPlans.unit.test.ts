import { describe, expect, it } from 'vitest';
import { SearchPlans } from './searchPlans.ts';

describe('SearchPlans', () => {
  it('plans a query once while the vocabulary stays, and again once it changes', () => {
    const plans = new SearchPlans();
    let planned = 0;
    const plan = () => ({ query: { term: { name: 'klinik' } }, n: ++planned });
    const query = { text: 'klinik', fuzzy: true, limit: 20 };
    expect(JSON.parse(plans.body(query, 1, plan))).toEqual({ query: { term: { name: 'klinik' } }, n: 1 });
    expect(plans.body({ ...query }, 1, plan)).toBe(plans.body(query, 1, plan));
    expect(planned).toBe(1);
    expect(JSON.parse(plans.body(query, 2, plan)).n).toBe(2);
    // Another limit, another body.
    expect(JSON.parse(plans.body({ ...query, limit: 5 }, 2, plan)).n).toBe(3);
  });

  it('keeps the 1,024 plans used last', () => {
    const plans = new SearchPlans();
    const planned: string[] = [];
    const ask = (text: string) => plans.body({ text }, 1, () => (planned.push(text), { text }));
    for (let i = 0; i < 1024; i += 1) ask(`q${i}`);
    ask('q0'); // used again: now the most recent
    ask('q1024'); // drops q1, the least recently used
    expect(plans.size).toBe(1024);
    planned.length = 0;
    ask('q0');
    ask('q1');
    expect(planned).toEqual(['q1']);
  });

  it('keeps no plan over 64 KB, and at most 2 MB of plans however many', () => {
    const plans = new SearchPlans();
    const planned: string[] = [];
    const ask = (text: string, size: number) =>
      plans.body({ text }, 1, () => (planned.push(text), { pad: 'x'.repeat(size) }));
    ask('hostile', 70_000);
    ask('hostile', 70_000);
    expect(planned).toEqual(['hostile', 'hostile']);
    expect(plans.size).toBe(0);
    for (let i = 0; i < 100; i += 1) ask(`q${i}`, 60_000);
    expect(plans.characters).toBeLessThanOrEqual(2 * 1024 * 1024);
    expect(plans.size).toBe(34);
    planned.length = 0;
    ask('q99', 60_000);
    ask('q0', 60_000);
    expect(planned).toEqual(['q0']);
  });
});

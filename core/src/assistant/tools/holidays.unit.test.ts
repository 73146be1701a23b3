import { describe, expect, it } from 'vitest';
import { normalizeText } from '../../locations/normalize.ts';
import { holidayAnswer } from './holidays.ts';

const ask = (
  message: string,
  at: string,
  extra: { day?: string; point?: { lat: number; lng: number } } = {},
) => holidayAnswer({ text: normalizeText(message), at, language: 'en', ...extra }).facts;

describe('public holidays by state from the shipped list', () => {
  it('says a day asked about is a holiday in the state named', () => {
    expect(
      ask('is tomorrow a holiday in johor', '2026-12-24T02:00:00Z', { day: '2026-12-25T04:00:00Z' }),
    ).toMatchObject({
      kind: 'yes',
      state: 'Johor',
      names: 'Christmas Day',
    });
  });

  it('keeps state holidays to their state', () => {
    // 11 December is the Sultan of Selangor's birthday: a holiday in Selangor, not in Johor.
    const day = { day: '2026-12-11T04:00:00Z' };
    expect(ask('cuti ke di selangor', '2026-12-10T02:00:00Z', day).kind).toBe('yes');
    expect(ask('cuti ke di johor', '2026-12-10T02:00:00Z', day)).toMatchObject({
      kind: 'no',
      nextNames: 'Christmas Day',
    });
  });

  it('takes the state from a point when none is typed', () => {
    // A point in Shah Alam is in Selangor.
    const facts = ask('next public holiday', '2026-11-28T02:00:00Z', {
      point: { lat: 3.0733, lng: 101.5185 },
    });
    expect(facts).toMatchObject({
      kind: 'next',
      state: 'Selangor',
      nextNames: 'Birthday of The Sultan of Selangor',
    });
  });

  it('finds a holiday by a name typed in another language, after the day asked', () => {
    const facts = ask('屠妖节是哪一天', '2026-11-28T02:00:00Z');
    expect(facts.kind).toBe('named');
    expect(facts.names).toBe('Diwali');
    expect(facts.date).toMatch(/2027/);
  });

  it('answers with the national days when no state is known', () => {
    expect(ask('next public holiday', '2026-12-26T02:00:00Z')).toMatchObject({
      state: '',
      nextNames: 'Chinese New Year',
    });
  });
});

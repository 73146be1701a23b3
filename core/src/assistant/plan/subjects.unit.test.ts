import { describe, expect, it } from 'vitest';
import { normalizeText } from '../../locations/normalize.ts';
import { subjectOf } from './subjects.ts';

const of = (message: string) => subjectOf(normalizeText(message));

describe('what a question is about', () => {
  it.each([
    ['ron97 berapa sekarang', 'fuel'],
    ['petrol price this week', 'fuel'],
    ['今天的油价', 'fuel'],
    ['டீசல் விலை என்ன', 'fuel'],
    ['bila cuti umum seterusnya', 'holiday'],
    ['屠妖节放假吗', 'holiday'],
    ['next lrt at Pasar Seni', 'departures'],
    ['tren seterusnya dari Kajang', 'departures'],
    ['which line goes to Sentul', 'lines'],
    ['去蕉赖坐哪条线', 'lines'],
    ['cheaper to drive or take the mrt to Kajang', 'compare'],
    ['lebih murah naik kereta atau mrt', 'compare'],
    ['klia ekspres harga berapa', 'erl'],
    ['kebakaran! nombor apa nak call', 'emergency'],
  ] as const)('reads "%s" as %s', (message, subject) => {
    expect(of(message)).toBe(subject);
  });

  it.each([
    'petrol station near me',
    'stesen minyak dekat Cheras',
    'how do I get to KLCC by train',
    'naik kereta api ke Seremban lagi murah ke',
    'fire station near Bangsar',
    'Deepavali ideas in Brickfields',
  ])('leaves "%s" to its intent', (message) => {
    expect(of(message)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { checkGrounding, figuresIn, Grounding } from './grounding.ts';

describe('grounding check', () => {
  const results = {
    places: [{ name: 'SS 15', distance_m: 1234 }],
    route: { duration: { value: 900, text: '15 min' } },
    total: 'RM 106.12',
  };

  it('reads figures as written', () => {
    expect(figuresIn('about 1,234 m or 1.2 km, RM 106.12')).toEqual(['1234', '1.2', '106.12']);
  });

  it('accepts figures the tools returned, as given or converted the way answers show them', () => {
    expect(checkGrounding('SS 15 is 1.2 km away (1230 m), 15 min, about RM 106.12', results)).toEqual({
      grounded: true,
      unsupported: [],
    });
  });

  it('refuses a figure no tool returned', () => {
    expect(checkGrounding('It takes 25 min and costs RM 12', results)).toEqual({
      grounded: false,
      unsupported: ['25', '12'],
    });
  });

  it('checks sentence by sentence as results arrive, reading the bulky ones only when needed', () => {
    const grounding = new Grounding().add({ facts: { distance: '4.8 km' } });
    expect(grounding.check('No figure here').grounded).toBe(true);
    expect(grounding.check('It is 4.8 km').grounded).toBe(true);
    expect(grounding.check('It takes 15 min')).toEqual({ grounded: false, unsupported: ['15'] });
    grounding.add({ facts: {} }, { card: { duration: { value: 900 } } });
    expect(grounding.check('It takes 15 min').grounded).toBe(true);
    expect(grounding.check('It costs RM 12').grounded).toBe(false);
  });
});

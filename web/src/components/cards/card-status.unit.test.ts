import { describe, expect, it } from 'vitest';
import { lineColour, measureText, objs, point, ringgit } from './card-data';
import { cardStatus } from './card-status';

describe('card states', () => {
  it('is loaded with data, and an error with the message the tool sent', () => {
    expect(cardStatus({ location: 'Cyberjaya' }, 'x')).toEqual({ state: 'loaded' });
    expect(
      cardStatus({ error: { message: 'Weather service not found. Check if server is running.' } }, 'x'),
    ).toEqual({
      state: 'error',
      message: 'Weather service not found. Check if server is running.',
    });
    expect(cardStatus({ error: true, message: 'Places Search Error' }, 'x')).toEqual({
      state: 'error',
      message: 'Places Search Error',
    });
    expect(cardStatus(null, 'This card could not be shown.')).toEqual({
      state: 'error',
      message: 'This card could not be shown.',
    });
  });
});

describe('card data readers', () => {
  it('reads points in the spec shapes and refuses nonsense', () => {
    expect(point({ geometry: { location: { lat: 3.1, lng: 101.7 } } })).toEqual({ lat: 3.1, lng: 101.7 });
    expect(point({ lat: 3.1, lon: 101.7 })).toEqual({ lat: 3.1, lng: 101.7 });
    expect(point({ lat: 300, lng: 1 })).toBeUndefined();
    expect(point('3.1,101.7')).toBeUndefined();
  });

  it('tolerates missing and mistyped fields', () => {
    expect(objs([{ a: 1 }, null, 'x', [1]])).toEqual([{ a: 1 }]);
    expect(measureText({ value: 60, text: '1 min' })).toBe('1 min');
    expect(measureText(60)).toBeUndefined();
    expect(lineColour('E0312D')).toBe('#E0312D');
    expect(lineColour('<script>')).toBe('#607d8b');
    expect(ringgit(4.5)).toBe('4.50');
  });
});

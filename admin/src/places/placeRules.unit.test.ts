import { describe, expect, it } from 'vitest';
import * as rules from './placeRules';

const key = (name: string) => `resources.places.validation.${name}`;

describe('place form rules (docs/places.md)', () => {
  it('requires name, city and state, and refuses blank text', () => {
    expect(rules.requiredText('name')('')).toBe(key('name_required'));
    expect(rules.requiredText('name')('   ')).toBe(key('name_required'));
    expect(rules.requiredText('city')(undefined)).toBe(key('city_required'));
    expect(rules.requiredText('state')(null)).toBe(key('state_required'));
    expect(rules.requiredText('name')('Hospital Putrajaya')).toBeUndefined();
  });

  it('limits lengths', () => {
    expect(rules.maxChars(200)('x'.repeat(200))).toBeUndefined();
    expect(rules.maxChars(200)('x'.repeat(201))).toEqual({ message: key('max_chars'), args: { max: 200 } });
  });

  it('checks coordinates: present, on the globe, then in Malaysia', () => {
    expect(rules.latitude('')).toBe(key('latitude_required'));
    expect(rules.latitude(91)).toBe(key('latitude_range'));
    expect(rules.latitude('abc')).toBe(key('latitude_range'));
    expect(rules.latitude(51.5)).toBe(key('in_malaysia'));
    expect(rules.latitude(2.9213)).toBeUndefined();
    expect(rules.longitude(undefined)).toBe(key('longitude_required'));
    expect(rules.longitude(-181)).toBe(key('longitude_range'));
    expect(rules.longitude(-0.12)).toBe(key('in_malaysia'));
    expect(rules.longitude('101.6559')).toBeUndefined();
    expect(rules.longitude(119.6)).toBeUndefined();
  });

  it('accepts five-digit postcodes only, and none at all', () => {
    expect(rules.postcode('63000')).toBeUndefined();
    expect(rules.postcode('')).toBeUndefined();
    expect(rules.postcode('6300')).toBe(key('postcode'));
    expect(rules.postcode('63000-1')).toBe(key('postcode'));
  });

  it('accepts http and https websites only', () => {
    expect(rules.website('https://www.hkl.gov.my')).toBeUndefined();
    expect(rules.website('http://example.my/page')).toBeUndefined();
    expect(rules.website('ftp://example.my')).toBe(key('website'));
    expect(rules.website('javascript:alert(1)')).toBe(key('website'));
    expect(rules.website('www.example.my')).toBe(key('website'));
  });

  it('bounds rating to 0–5 and price level to integers 0–4', () => {
    expect(rules.rating(0)).toBeUndefined();
    expect(rules.rating(4.5)).toBeUndefined();
    expect(rules.rating(5.1)).toBe(key('rating'));
    expect(rules.rating(null)).toBeUndefined();
    expect(rules.priceLevel(4)).toBeUndefined();
    expect(rules.priceLevel(2.5)).toBe(key('price_level'));
    expect(rules.priceLevel(-1)).toBe(key('price_level'));
  });

  it('allows at most 10 types of at most 50 characters', () => {
    expect(rules.types(['hospital', 'emergency'])).toBeUndefined();
    expect(rules.types(Array.from({ length: 11 }, (_, i) => `t${i}`))).toEqual({
      message: key('types_count'),
      args: { max: 10 },
    });
    expect(rules.types(['x'.repeat(51)])).toEqual({ message: key('type_length'), args: { max: 50 } });
  });
});

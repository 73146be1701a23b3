import { describe, expect, it } from 'vitest';
import {
  canonicalState,
  MALAYSIAN_STATES,
  normaliseName,
  PLACE_CATEGORIES,
  PLACE_CSV_COLUMNS,
} from './reference.ts';

describe('canonicalState', () => {
  it.each([
    ['Penang', 'Pulau Pinang'],
    ['PULAU PINANG', 'Pulau Pinang'],
    ['P. Pinang', 'Pulau Pinang'],
    ['Malacca', 'Melaka'],
    ['KL', 'Kuala Lumpur'],
    ['W.P. Kuala Lumpur', 'Kuala Lumpur'],
    ['Wilayah Persekutuan Kuala Lumpur', 'Kuala Lumpur'],
    ['Federal Territory of Kuala Lumpur', 'Kuala Lumpur'],
    ['Wilayah Persekutuan Putrajaya', 'Putrajaya'],
    ['WP Putrajaya', 'Putrajaya'],
    ['WP Labuan', 'Labuan'],
    ['N. Sembilan', 'Negeri Sembilan'],
    ['negeri  sembilan', 'Negeri Sembilan'],
    ['Johore', 'Johor'],
    ["Johor Darul Ta'zim", 'Johor'],
    ['selangor darul ehsan', 'Selangor'],
    ['Trengganu', 'Terengganu'],
    [' sabah ', 'Sabah'],
  ])('%s is %s', (input, state) => {
    expect(canonicalState(input)).toBe(state);
  });

  it('knows every canonical name as itself', () => {
    for (const state of MALAYSIAN_STATES) expect(canonicalState(state)).toBe(state);
    expect(MALAYSIAN_STATES).toHaveLength(16);
  });

  it.each(['Singapore', 'Kuala', '', 'WP', 'Wilayah Persekutuan'])('%j is no state', (input) => {
    expect(canonicalState(input)).toBeNull();
  });
});

describe('normaliseName', () => {
  it('gives two spellings of one place the same key', () => {
    expect(normaliseName('Klinik Pergigian Dr. Lim & Rakan')).toBe('klinik pergigian dr lim and rakan');
    expect(normaliseName('  KLINIK PERGIGIAN DR LIM AND RAKAN ')).toBe('klinik pergigian dr lim and rakan');
    expect(normaliseName('Kafé Dé’Rimba')).toBe(normaliseName('kafe de rimba'));
    expect(normaliseName('ＡＥＯＮ Mall')).toBe('aeon mall');
  });

  it('keeps names in other scripts apart', () => {
    expect(normaliseName('吉隆坡中央医院')).toBe('吉隆坡中央医院');
    expect(normaliseName('கோலாலம்பூர்')).not.toBe(normaliseName('கலலமபர'));
    expect(normaliseName('மருத்துவமனை')).not.toBe('');
  });
});

describe('vocabularies', () => {
  it('lists the template columns and categories of docs/places.md', () => {
    expect(PLACE_CSV_COLUMNS.join(',')).toBe(
      'name,category,types,status,address,district,city,state,postcode,lat,lng,phone,website,rating,price_level,opening_hours,source,source_id,source_name,source_date,licence,emergency_department,beds',
    );
    expect(PLACE_CATEGORIES).toHaveLength(31);
    expect(PLACE_CATEGORIES).not.toContain('food_court');
    expect(PLACE_CATEGORIES).toContain('other');
  });
});

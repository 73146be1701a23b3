import { describe, expect, it } from 'vitest';
import { toEntryPayload, validateEntry } from './validateEntry';

const valid = {
  title: 'MRT hours',
  content: 'Trains run daily.',
  language: 'en',
  priority: 5,
  tags: ['mrt'],
};

describe('validateEntry', () => {
  it('accepts a complete entry', () => {
    expect(validateEntry(valid)).toEqual({});
  });

  it('says which fields are missing, in the server words', () => {
    const values = { language: 'en', title: ' ' };
    expect(validateEntry(values)).toMatchObject({
      title: 'Title is required',
      content: 'Content is required',
    });
    expect(validateEntry({ ...valid, language: '' })).toEqual({ language: 'Language is required' });
  });

  it('rejects an unsupported language in the server words', () => {
    expect(validateEntry({ ...valid, language: 'fr' }).language).toBe(
      'Unsupported language: fr. Supported: en, ms, zh, ar, ta',
    );
  });

  it('keeps priority between 1 and 10, whole numbers only; blank means the default', () => {
    for (const priority of [0, 11, 2.5, 'x']) {
      expect(validateEntry({ ...valid, priority }).priority).toBe('Priority must be between 1 and 10');
    }
    expect(validateEntry({ ...valid, priority: 10 })).toEqual({});
    expect(validateEntry({ ...valid, priority: '' })).toEqual({});
  });

  it('checks tags: an array of at most 20, each at most 40 characters', () => {
    expect(validateEntry({ ...valid, tags: 'mrt' }).tags).toBe('Tags must be an array');
    expect(validateEntry({ ...valid, tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }).tags).toMatch(
      /20/,
    );
    expect(validateEntry({ ...valid, tags: ['x'.repeat(41)] }).tags).toBe(
      'Each tag must be text of at most 40 characters',
    );
  });

  it('limits title and content lengths', () => {
    expect(validateEntry({ ...valid, title: 'x'.repeat(201) }).title).toMatch(/200/);
    expect(validateEntry({ ...valid, content: 'x'.repeat(20_001) }).content).toBe(
      'Content must be at most 20000 characters',
    );
  });

  it('wants the whole area or none of it, within range, in the server words', () => {
    const message =
      'Location must be {lat, lng, radius_m}: lat -90 to 90, lng -180 to 180, radius_m 1 to 50000';
    expect(validateEntry({ ...valid, location: { lat: 2.9, lng: null, radius_m: null } }).location).toEqual({
      lng: message,
      radius_m: message,
    });
    expect(validateEntry({ ...valid, location: { lat: 91, lng: 101.6, radius_m: 50_001 } }).location).toEqual(
      {
        lat: message,
        radius_m: message,
      },
    );
    expect(validateEntry({ ...valid, location: { lat: 2.92, lng: 101.65, radius_m: 500 } })).toEqual({});
    expect(validateEntry({ ...valid, location: { lat: null, lng: '', radius_m: undefined } })).toEqual({});
  });
});

describe('toEntryPayload', () => {
  it('sends only editable fields, tags lower-cased and unique, defaults filled in', () => {
    const payload = toEntryPayload({
      ...valid,
      id: 'kb_1',
      translation_group: 'kb_1',
      created_at: '2025-01-01',
      tags: [' MRT ', 'mrt', 'Transit', ''],
      priority: '',
      category: '',
      location: { lat: null, lng: null, radius_m: null },
    });
    expect(payload).toEqual({
      title: 'MRT hours',
      content: 'Trains run daily.',
      language: 'en',
      tags: ['mrt', 'transit'],
      priority: 5,
      category: 'general',
      location: null,
    });
  });

  it('keeps a complete area', () => {
    const area = { lat: 2.92, lng: 101.65, radius_m: 500 };
    expect(toEntryPayload({ ...valid, location: area }).location).toEqual(area);
  });
});

import { describe, expect, it } from 'vitest';
import { formatPoint, mapPoint, roundPoint } from './mapPoint';
import { toFormErrors, toPlaceInput } from './placeInput';
import type { Place } from './types';

describe('toPlaceInput', () => {
  it('sends only writable fields, trimmed, with blanks as null', () => {
    const record = {
      id: 'pl_0123456789abcdef01234567',
      name: '  Hospital Putrajaya ',
      category: 'hospital',
      types: [' emergency ', ''],
      status: 'active',
      address: '',
      district: null,
      city: 'Putrajaya',
      state: 'Putrajaya',
      postcode: '62250',
      location: { lat: '2.9292', lng: 101.6741 },
      phone: ' ',
      website: 'https://hpj.moh.gov.my',
      rating: '',
      price_level: 0,
      opening_hours: undefined,
      source: 'osm',
      created_at: '2026-11-01T00:00:00Z',
    } as unknown as Partial<Place>;
    expect(toPlaceInput(record)).toEqual({
      name: 'Hospital Putrajaya',
      category: 'hospital',
      types: ['emergency'],
      status: 'active',
      address: null,
      district: null,
      city: 'Putrajaya',
      state: 'Putrajaya',
      postcode: '62250',
      location: { lat: 2.9292, lng: 101.6741 },
      phone: null,
      website: 'https://hpj.moh.gov.my',
      rating: null,
      price_level: 0,
      opening_hours: null,
    });
  });

  it("fills the API's defaults for a blank category and status", () => {
    const input = toPlaceInput({ name: 'Taman Tasik', city: 'Cyberjaya', state: 'Selangor' });
    expect(input.category).toBe('other');
    expect(input.status).toBe('active');
    expect(input.types).toEqual([]);
  });
});

describe('toFormErrors', () => {
  it('puts coordinate errors under the latitude or longitude input', () => {
    expect(toFormErrors({ lat: 'Latitude is required', lng: 'Longitude must be a number' }, 'x')).toEqual({
      'location.lat': 'Latitude is required',
      'location.lng': 'Longitude must be a number',
    });
    expect(toFormErrors({ location: 'Location must be in Malaysia' }, 'x')).toEqual({
      'location.lat': 'Location must be in Malaysia',
    });
    expect(toFormErrors({ location: 'Longitude must be a number between -180 and 180' }, 'x')).toEqual({
      'location.lng': 'Longitude must be a number between -180 and 180',
    });
  });

  it('keeps field errors of inputs and reports the others as the form error', () => {
    expect(toFormErrors({ name: 'Name is required', 'types.3': 'Too long' }, 'x')).toEqual({
      name: 'Name is required',
      types: 'Too long',
    });
    expect(toFormErrors({ name: 'Name is required', source: 'Read-only' }, 'x')).toEqual({
      name: 'Name is required',
      root: { serverError: 'source: Read-only' },
    });
    expect(toFormErrors({}, 'Validation failed')).toEqual({ root: { serverError: 'Validation failed' } });
  });
});

describe('map point', () => {
  it('draws a point only when both coordinates are numbers on the globe', () => {
    expect(mapPoint('2.9', 101.6)).toEqual({ lat: 2.9, lng: 101.6 });
    expect(mapPoint('', 101.6)).toBeNull();
    expect(mapPoint(2.9, undefined)).toBeNull();
    expect(mapPoint(95, 101)).toBeNull();
  });

  it('rounds a clicked point to 6 decimals and writes it with them', () => {
    expect(roundPoint({ lat: 2.92134567891, lng: 101.655912345 })).toEqual({
      lat: 2.921346,
      lng: 101.655912,
    });
    expect(formatPoint({ lat: 2.9, lng: 101.65 })).toBe('2.900000, 101.650000');
  });
});

import { describe, expect, it } from 'vitest';
import { validatePlace } from './validate.ts';

const minimal = {
  name: 'Hospital Putrajaya',
  city: 'Putrajaya',
  state: 'Putrajaya',
  lat: 2.92945,
  lng: 101.67447,
};

const errorsOf = (input: Record<string, unknown>, mode: 'create' | 'update' = 'create') => {
  const result = validatePlace(input, mode);
  return result.ok ? {} : result.errors;
};

describe('validatePlace on create', () => {
  it('fills the defaults and returns every field', () => {
    expect(validatePlace(minimal, 'create')).toEqual({
      ok: true,
      fields: {
        name: 'Hospital Putrajaya',
        category: 'other',
        types: [],
        status: 'active',
        address: null,
        district: null,
        city: 'Putrajaya',
        state: 'Putrajaya',
        postcode: null,
        location: { lat: 2.92945, lng: 101.67447 },
        phone: null,
        website: null,
        rating: null,
        price_level: null,
        opening_hours: null,
        source: 'admin',
        source_id: null,
        source_name: null,
        source_date: null,
        licence: null,
        emergency_department: null,
        beds: null,
      },
    });
    expect(validatePlace(minimal, 'create', { defaultSource: 'import' })).toMatchObject({
      fields: { source: 'import' },
    });
  });

  it('takes a row as a file gives it: text everywhere, trimmed, blanks as null, aliases resolved', () => {
    const row = {
      name: '  DPulze Shopping Centre ',
      category: 'Mall',
      types: 'mall; shopping ;;mall',
      status: 'ACTIVE',
      address: '',
      district: ' Sepang ',
      city: 'Cyberjaya',
      state: 'selangor darul ehsan',
      postcode: '63000',
      lat: ' 2.92207',
      lng: '101.65112 ',
      phone: '',
      website: 'https://www.dpulze.com.my',
      rating: '4.2',
      price_level: '2',
      opening_hours: 'Mo-Su 10:00-22:00',
      source: 'OSM',
      source_id: 'way/123',
      source_name: ' OpenStreetMap ',
      source_date: '2018-04',
      licence: 'ODbL 1.0',
      emergency_department: 'yes',
      beds: '',
    };
    expect(validatePlace(row, 'create')).toEqual({
      ok: true,
      fields: {
        name: 'DPulze Shopping Centre',
        category: 'mall',
        types: ['mall', 'shopping'],
        status: 'active',
        address: null,
        district: 'Sepang',
        city: 'Cyberjaya',
        state: 'Selangor',
        postcode: '63000',
        location: { lat: 2.92207, lng: 101.65112 },
        phone: null,
        website: 'https://www.dpulze.com.my',
        rating: 4.2,
        price_level: 2,
        opening_hours: 'Mo-Su 10:00-22:00',
        source: 'osm',
        source_id: 'way/123',
        source_name: 'OpenStreetMap',
        source_date: '2018-04',
        licence: 'ODbL 1.0',
        emergency_department: true,
        beds: null,
      },
    });
  });

  it('takes location {lat, lng}, types as an array and a postcode a spreadsheet made a number', () => {
    const result = validatePlace(
      {
        ...minimal,
        lat: undefined,
        lng: undefined,
        location: { lat: '3.1', lng: 101.7 },
        types: [' a ', 'b'],
        postcode: 1000,
      },
      'create',
    );
    expect(result).toMatchObject({
      ok: true,
      fields: { location: { lat: 3.1, lng: 101.7 }, types: ['a', 'b'], postcode: '01000' },
    });
  });

  it('reports what is missing with the messages of docs/places.md', () => {
    expect(errorsOf({})).toEqual({
      name: 'Name is required',
      city: 'City is required',
      state: 'State is required',
      lat: 'Latitude is required',
      lng: 'Longitude is required',
    });
    expect(errorsOf({ ...minimal, name: '   ', city: '', state: null })).toEqual({
      name: 'Name is required',
      city: 'City is required',
      state: 'State is required',
    });
  });

  it.each([
    [{ name: 'x'.repeat(201) }, { name: 'Name must be at most 200 characters' }],
    [{ category: 'spaceport' }, { category: 'Unknown category: spaceport' }],
    [{ status: 'closed' }, { status: 'Status must be active or inactive' }],
    [{ state: 'Singapore' }, { state: 'Unknown state: Singapore' }],
    [{ postcode: '6300' }, { postcode: 'Postcode must be 5 digits' }],
    [{ postcode: '63000-1' }, { postcode: 'Postcode must be 5 digits' }],
    [{ lat: 91 }, { lat: 'Latitude must be a number between -90 and 90' }],
    [{ lat: '91' }, { lat: 'Latitude must be a number between -90 and 90' }],
    [{ lat: 'north' }, { lat: 'Latitude must be a number between -90 and 90' }],
    [{ lat: '0x1F' }, { lat: 'Latitude must be a number between -90 and 90' }],
    [{ lng: 181 }, { lng: 'Longitude must be a number between -180 and 180' }],
    [{ lat: 1.3521, lng: 103.8198 }, {}],
    [{ lat: 51.5, lng: -0.12 }, { location: 'Location must be in Malaysia' }],
    [{ website: 'javascript:alert(1)' }, { website: 'Website must be an http or https address' }],
    [{ website: 'www.example.my' }, { website: 'Website must be an http or https address' }],
    [{ rating: 5.5 }, { rating: 'Rating must be between 0 and 5' }],
    [{ rating: 'good' }, { rating: 'Rating must be between 0 and 5' }],
    [{ price_level: '2.5' }, { price_level: 'Price level must be an integer between 0 and 4' }],
    [{ price_level: 5 }, { price_level: 'Price level must be an integer between 0 and 4' }],
    [{ types: Array.from({ length: 11 }, (_, i) => `t${i}`) }, { types: 'At most 10 types are allowed' }],
    [{ types: 'x'.repeat(51) }, { types: 'Each type must be at most 50 characters' }],
    [{ address: 'a'.repeat(301) }, { address: 'Address must be at most 300 characters' }],
    [{ phone: '1'.repeat(41) }, { phone: 'Phone must be at most 40 characters' }],
    [
      { source: 'google' },
      { source: 'Source must be one of osm, gtfs, moh, geoboundaries, csc, admin, import' },
    ],
    [{ source_date: '2018-4' }, { source_date: 'Source date must be YYYY, YYYY-MM or YYYY-MM-DD' }],
    [{ source_date: 'April 2018' }, { source_date: 'Source date must be YYYY, YYYY-MM or YYYY-MM-DD' }],
    [
      { emergency_department: 'maybe' },
      { emergency_department: 'Emergency department must be true or false' },
    ],
    [{ beds: '12.5' }, { beds: 'Beds must be a whole number' }],
    [{ beds: -1 }, { beds: 'Beds must be a whole number' }],
    [
      { location: 'here', lat: undefined, lng: undefined },
      { location: 'Location must be an object with lat and lng' },
    ],
  ])('%j → %j', (change, errors) => {
    expect(errorsOf({ ...minimal, ...change })).toEqual(errors);
  });

  it('judges the Malaysia box only with both coordinates valid (Singapore lies inside it)', () => {
    expect(errorsOf({ ...minimal, lat: 91, lng: 0 })).toEqual({
      lat: 'Latitude must be a number between -90 and 90',
    });
  });

  it('refuses operators and other objects where text or a number is expected', () => {
    expect(
      errorsOf({ ...minimal, name: { $gt: '' }, city: ['Putrajaya'], state: true, category: { $ne: null } }),
    ).toEqual({
      name: 'Name must be text',
      city: 'City must be text',
      state: 'State must be text',
      category: 'Category must be text',
    });
    expect(errorsOf({ ...minimal, lat: { $gt: '' }, types: [{ $gt: '' }], rating: [4] })).toEqual({
      lat: 'Latitude must be a number between -90 and 90',
      types: 'Types must be text',
      rating: 'Rating must be between 0 and 5',
    });
  });

  it('never throws, whatever it is given', () => {
    const strange: unknown[] = [
      null,
      undefined,
      0,
      NaN,
      Infinity,
      -0,
      true,
      '',
      'x',
      [],
      [1],
      {},
      { $gt: '' },
    ];
    strange.push(Object.create(null), Symbol('s'), 10n, () => 1, new Date(), /x/);
    for (const value of strange) {
      for (const field of [
        'name',
        'category',
        'types',
        'status',
        'state',
        'postcode',
        'lat',
        'location',
        'rating',
      ]) {
        expect(() => validatePlace({ ...minimal, [field]: value }, 'create')).not.toThrow();
        expect(() => validatePlace({ [field]: value }, 'update')).not.toThrow();
      }
      expect(() => validatePlace(value as Record<string, unknown>, 'create')).not.toThrow();
    }
  });

  it('ignores unknown and inherited keys', () => {
    const input = JSON.parse('{"__proto__": {"name": "x"}, "constructor": 1}') as Record<string, unknown>;
    expect(errorsOf({ ...minimal, id: 'pl_1', google_enhanced: true, ...input })).toEqual({});
    expect(errorsOf(Object.create({ name: 'inherited' }) as Record<string, unknown>)).toMatchObject({
      name: 'Name is required',
    });
  });
});

describe('validatePlace on update', () => {
  it('checks and returns only the given fields', () => {
    expect(validatePlace({ status: 'inactive', district: '' }, 'update')).toEqual({
      ok: true,
      fields: { status: 'inactive', district: null },
    });
    expect(validatePlace({}, 'update')).toEqual({ ok: true, fields: {} });
  });

  it('refuses blanking a required field and needs both coordinates', () => {
    expect(errorsOf({ name: '', state: 'Atlantis', lat: 3.1 }, 'update')).toEqual({
      name: 'Name is required',
      state: 'Unknown state: Atlantis',
      lng: 'Longitude is required',
    });
    expect(validatePlace({ location: { lat: 3.139, lng: 101.6869 } }, 'update')).toEqual({
      ok: true,
      fields: { location: { lat: 3.139, lng: 101.6869 } },
    });
  });
});

import { EVENT_TYPES } from '@pintar/contracts';
import { describe, expect, it } from 'vitest';
import {
  decideBulkUpdate,
  decideCreatePlace,
  decideDeletePlace,
  decideEnhance,
  decideUpdatePlace,
  newPlace,
} from './decide.ts';
import type { Place } from './place.ts';
import type { PlaceFields } from './validate.ts';

const context = { actor: 'u_admin', now: '2026-11-21T08:00:00.000Z' };
const input = {
  name: 'Hospital Cyberjaya',
  category: 'hospital',
  city: 'Cyberjaya',
  state: 'selangor',
  location: { lat: 2.9222, lng: 101.6543 },
  source: 'admin',
};

function created(): Place {
  const decision = decideCreatePlace(input, context);
  if (!decision.ok) throw new Error('expected a valid place');
  return decision.events[0]!.data.place;
}

describe('CreatePlace', () => {
  it('then PlaceCreated with defaults, the canonical state and who did it', () => {
    const place = created();
    expect(place).toMatchObject({
      name: 'Hospital Cyberjaya',
      state: 'Selangor',
      status: 'active',
      types: [],
      google_enhanced: false,
      created_by: 'u_admin',
      updated_at: context.now,
    });
    expect(place.id).toMatch(/^pl_[0-9a-f]{24}$/);
  });

  it('then field errors and no event for bad input', () => {
    const decision = decideCreatePlace({ ...input, name: ' ', location: { lat: 91, lng: 101 } }, context);
    expect(decision).toEqual({
      ok: false,
      errors: expect.objectContaining({
        name: 'Name is required',
        lat: 'Latitude must be a number between -90 and 90',
      }),
    });
  });

  it('gives a place from a source the same id every time', () => {
    const fields = { ...input, source: 'osm', source_id: 'node/1' } as unknown as PlaceFields;
    expect(newPlace(fields, context).id).toBe(newPlace(fields, context).id);
  });
});

describe('UpdatePlace', () => {
  it('then PlaceUpdated with the changed fields and the facets before', () => {
    const place = created();
    const decision = decideUpdatePlace(
      place,
      { status: 'inactive', phone: '03-8888 0000' },
      { ...context, actor: 'u_2' },
    );
    expect(decision.ok && decision.events[0]).toMatchObject({
      type: EVENT_TYPES.placeUpdated,
      subject: place.id,
      data: {
        place: { status: 'inactive', phone: '03-8888 0000', updated_by: 'u_2', created_by: 'u_admin' },
        previous: { status: 'active', state: 'Selangor', category: 'hospital' },
        changes: ['status', 'phone'],
      },
    });
  });

  it('then nothing when nothing changes', () => {
    const place = created();
    expect(decideUpdatePlace(place, { name: 'Hospital Cyberjaya' }, context)).toEqual({
      ok: true,
      events: [],
    });
  });

  it('bulk: refuses fields that are not bulk-updatable, and checks values', () => {
    const place = created();
    expect(decideBulkUpdate([place], { name: 'x' }, context)).toMatchObject({
      ok: false,
      errors: { name: expect.any(String) },
    });
    expect(decideBulkUpdate([place], { status: 'closed' }, context)).toMatchObject({
      ok: false,
      errors: { status: 'Status must be active or inactive' },
    });
    const decision = decideBulkUpdate(
      [place, { ...place, id: 'pl_2', status: 'inactive' }],
      { status: 'inactive' },
      context,
    );
    expect(decision.ok && decision.events.map((e) => e.subject)).toEqual([place.id]);
  });
});

describe('DeletePlace and EnhancePlace', () => {
  it('deletion carries the facets so statistics can subtract them', () => {
    const place = created();
    expect(decideDeletePlace(place).data).toEqual({
      placeId: place.id,
      name: 'Hospital Cyberjaya',
      previous: {
        category: 'hospital',
        state: 'Selangor',
        city: 'Cyberjaya',
        status: 'active',
        google_enhanced: false,
      },
    });
  });

  it('enrichment fills only what is missing, merges types, and records its source', () => {
    const place = { ...created(), phone: '03-1111 1111', types: ['hospital'] };
    const event = decideEnhance(
      place,
      { phone: '03-9999 9999', website: 'https://example.my', types: ['hospital', 'government'] },
      'osm',
      context,
    );
    expect(event?.data).toMatchObject({
      source: 'osm',
      fields: ['website', 'types'],
      place: {
        phone: '03-1111 1111',
        website: 'https://example.my',
        types: ['hospital', 'government'],
        google_enhanced: true,
        enhanced_by: 'osm',
      },
    });
    expect(decideEnhance(place, { phone: '03-9999 9999' }, 'osm', context)).toBeNull();
  });
});

// Test support: a search index holding a few places, as the places projection writes them.
import { EmbeddedSearchIndex } from '../../adapters/embedded/embeddedSearch.ts';
import type { Place } from '../../places/place.ts';
import { PLACE_SEARCH, type PlaceSearchDoc, toSearchDoc } from '../../places/placesProjection.ts';

export function testPlace(fields: Partial<Place> & Pick<Place, 'name' | 'location'>): Place {
  return {
    id: `pl_${fields.name.toLowerCase().replace(/\W+/g, '_')}`,
    category: 'other',
    types: [],
    status: 'active',
    address: null,
    district: null,
    city: 'Kuala Lumpur',
    state: 'Kuala Lumpur',
    postcode: null,
    phone: null,
    website: null,
    rating: null,
    price_level: null,
    opening_hours: null,
    source: 'osm',
    source_id: null,
    google_enhanced: false,
    enhanced_by: null,
    enhanced_at: null,
    import_id: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    created_by: 'test',
    updated_by: 'test',
    ...fields,
  } as Place;
}

export async function placeIndex(places: Place[]) {
  const search = new EmbeddedSearchIndex();
  const index = await search.index<PlaceSearchDoc>(PLACE_SEARCH);
  await index.upsert(places.map(toSearchDoc));
  return search;
}

import { describe, expect, it } from 'vitest';
import { GooglePlacesEnricher } from './googlePlaces.ts';
import { QuotaExceededError } from './port.ts';

const hospital = { name: 'Hospital Putrajaya', location: { lat: 2.9295, lng: 101.6745 } };

/** A stand-in for the Text Search endpoint that records what it was asked. */
function fakeGoogle(places: object[]) {
  const calls: { url: string; headers: Record<string, string>; body: Record<string, unknown> }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, headers: init.headers as Record<string, string>, body: JSON.parse(String(init.body)) });
    return new Response(JSON.stringify({ places }), { status: 200 });
  }) as typeof globalThis.fetch;
  return { calls, fetch };
}

const match = {
  id: 'ChIJ-putrajaya',
  displayName: { text: 'Hospital Putrajaya' },
  formattedAddress: 'Jalan P9, Presint 7, 62250 Putrajaya',
  location: { latitude: 2.9297, longitude: 101.6744 },
  nationalPhoneNumber: '03-8312 4200',
  websiteUri: 'https://hpj.moh.gov.my',
  rating: 3.9,
  priceLevel: 'PRICE_LEVEL_INEXPENSIVE',
  types: ['hospital', 'health'],
  regularOpeningHours: { weekdayDescriptions: ['Monday: Open 24 hours'] },
};

describe('GooglePlacesEnricher', () => {
  it('asks Text Search near the place with the key and a field mask, and maps the answer', async () => {
    const google = fakeGoogle([match]);
    const enricher = new GooglePlacesEnricher({
      apiKey: 'k-123',
      baseUrl: 'http://google.test',
      fetch: google.fetch,
    });
    expect(await enricher.enrich(hospital)).toEqual({
      address: 'Jalan P9, Presint 7, 62250 Putrajaya',
      phone: '03-8312 4200',
      website: 'https://hpj.moh.gov.my',
      rating: 3.9,
      price_level: 1,
      opening_hours: 'Monday: Open 24 hours',
      types: ['hospital', 'health'],
    });
    const [call] = google.calls;
    expect(call!.url).toBe('http://google.test/v1/places:searchText');
    expect(call!.headers['x-goog-api-key']).toBe('k-123');
    expect(call!.headers['x-goog-fieldmask']).toContain('places.nationalPhoneNumber');
    expect(call!.body).toMatchObject({
      textQuery: 'Hospital Putrajaya',
      locationBias: { circle: { center: { latitude: 2.9295 } } },
    });
  });

  it('takes no answer that is far away or another place', async () => {
    const far = { ...match, location: { latitude: 3.1, longitude: 101.7 } };
    const other = { ...match, displayName: { text: 'Klinik Kesihatan Presint 9' } };
    const enricher = new GooglePlacesEnricher({ apiKey: 'k', fetch: fakeGoogle([far, other]).fetch });
    expect(await enricher.enrich(hospital)).toBeNull();
  });

  it('counts its calls against the daily limit and refuses past it until the next UTC day', async () => {
    let now = new Date('2026-11-21T10:00:00Z');
    const enricher = new GooglePlacesEnricher({
      apiKey: 'k',
      dailyLimit: 2,
      fetch: fakeGoogle([match]).fetch,
      now: () => now,
    });
    await enricher.enrich(hospital);
    await enricher.suggest('hospital', undefined, 5);
    expect(enricher.usage()).toEqual({ calls: 2, dailyLimit: 2, remaining: 0 });
    await expect(enricher.enrich(hospital)).rejects.toBeInstanceOf(QuotaExceededError);
    now = new Date('2026-11-22T00:00:01Z');
    expect(enricher.usage().remaining).toBe(2);
    await expect(enricher.enrich(hospital)).resolves.not.toBeNull();
  });
});

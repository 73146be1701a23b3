import { EVENT_TYPES } from '@pintar/contracts';
import { describe, expect, it } from 'vitest';
import { decideFavourite, type FavouriteState } from './decide.ts';
import { type FavouriteCommand, type FavouriteDoc, FAVOURITES_MAX } from './favourite.ts';
import { evolveFavourite } from './list/projection.ts';

const meta = { userId: 'u1', placeId: 'osm:node-1' };
const klcc = { name: 'Suria KLCC', address: 'Jalan Ampang', category: 'mall', lat: 3.158, lng: 101.712 };
const star = (data: Record<string, unknown> = klcc): FavouriteCommand => ({
  type: 'StarPlace',
  data,
  metadata: meta,
});
const unstar: FavouriteCommand = { type: 'UnstarPlace', metadata: meta };
const none: FavouriteState = { current: null, count: 0 };
const starredDoc = (): FavouriteDoc =>
  evolveFavourite(null, { userId: 'u1', placeId: 'osm:node-1', ...klcc }, '2026-01-01T00:00:00.000Z');

describe('favourites: deciding', () => {
  it('starring a new place records what the card showed', () => {
    const decision = decideFavourite(none, star());
    expect(decision).toEqual({
      ok: true,
      events: [
        {
          type: EVENT_TYPES.favouritePlaceStarred,
          subject: 'u1',
          data: { userId: 'u1', placeId: 'osm:node-1', ...klcc },
        },
      ],
    });
  });

  it('starring the same place again with the same details records nothing', () => {
    expect(decideFavourite({ current: starredDoc(), count: 1 }, star())).toEqual({ ok: true, events: [] });
  });

  it('starring again with new details records them', () => {
    const d = decideFavourite(
      { current: starredDoc(), count: 1 },
      star({ ...klcc, name: 'Suria KLCC Mall' }),
    );
    expect(d.ok && d.events[0]?.data).toMatchObject({ name: 'Suria KLCC Mall' });
  });

  it('refuses a bad place, naming each field', () => {
    const d = decideFavourite(none, star({ name: ' ', lat: 91, lng: 'x', address: 5 }));
    expect(d).toMatchObject({ ok: false, reason: 'invalid' });
    expect(!d.ok && Object.keys(d.errors ?? {}).sort()).toEqual(['address', 'lat', 'lng', 'name']);
  });

  it(`refuses a new place beyond ${FAVOURITES_MAX}, but still updates a kept one`, () => {
    expect(decideFavourite({ current: null, count: FAVOURITES_MAX }, star())).toMatchObject({
      ok: false,
      reason: 'limit',
    });
    const kept = decideFavourite(
      { current: starredDoc(), count: FAVOURITES_MAX },
      star({ ...klcc, lat: 3.1 }),
    );
    expect(kept.ok).toBe(true);
  });

  it('unstarring needs the place to be a favourite', () => {
    expect(decideFavourite(none, unstar)).toMatchObject({ ok: false, reason: 'not-found' });
    expect(decideFavourite({ current: starredDoc(), count: 1 }, unstar)).toEqual({
      ok: true,
      events: [{ type: EVENT_TYPES.favouritePlaceUnstarred, subject: 'u1', data: meta }],
    });
  });
});

describe('favourites: the read model', () => {
  it('keeps when the place was first starred, and applying the same event twice changes nothing', () => {
    const first = starredDoc();
    const data = { userId: 'u1', placeId: 'osm:node-1', ...klcc };
    const again = evolveFavourite(first, data, '2026-02-01T00:00:00.000Z');
    expect(again.starredAt).toBe('2026-01-01T00:00:00.000Z');
    expect(again.updatedAt).toBe('2026-02-01T00:00:00.000Z');
    expect(evolveFavourite(again, data, '2026-02-01T00:00:00.000Z')).toEqual(again);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EVENT_TYPES, toCloudEvent } from '@pintar/contracts';
import { describe, expect, it } from 'vitest';
import { createEmbeddedPlatform } from '../platform.ts';
import { PlaceMatcher, startPlaceMatcher } from './matcher.ts';
import { PLACES_TOPIC } from './place.ts';

describe('PlaceMatcher', () => {
  const matcher = new PlaceMatcher();
  matcher.add({ id: 'a', name: 'Kedai Makan Ali', location: { lat: 2.92, lng: 101.65 } });

  it('finds the same normalised name within 50 m, across cell edges', () => {
    expect(matcher.findDuplicate('KEDAI  makan ali!', { lat: 2.9203, lng: 101.65 })).toBe('a'); // ~33 m
    expect(matcher.findDuplicate('Kedai Makan Ali', { lat: 2.91999, lng: 101.64999 })).toBe('a');
  });

  it('does not match further than 50 m or another name', () => {
    expect(matcher.findDuplicate('Kedai Makan Ali', { lat: 2.9206, lng: 101.65 })).toBeUndefined(); // ~67 m
    expect(matcher.findDuplicate('Kedai Makan Abu', { lat: 2.92, lng: 101.65 })).toBeUndefined();
  });

  it('forgets removed places and moves updated ones', () => {
    matcher.add({ id: 'b', name: 'Moving Cafe', location: { lat: 3.1, lng: 101.6 } });
    matcher.add({ id: 'b', name: 'Moving Cafe', location: { lat: 3.2, lng: 101.6 } });
    expect(matcher.findDuplicate('Moving Cafe', { lat: 3.1, lng: 101.6 })).toBeUndefined();
    expect(matcher.findDuplicate('Moving Cafe', { lat: 3.2, lng: 101.6 })).toBe('b');
    matcher.remove('b');
    expect(matcher.has('b')).toBe(false);
  });
});

describe('startPlaceMatcher', () => {
  it('reads the places topic only when an import first asks, then has every place', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pintar-matcher-'));
    const platform = createEmbeddedPlatform({ dataDir, sqliteSync: 'normal' });
    const place = { id: 'p1', name: 'Kedai Makan Ali', location: { lat: 2.92, lng: 101.65 } };
    const event = toCloudEvent(
      { type: EVENT_TYPES.placeCreated, subject: 'p1', data: { place } },
      { id: 'e1', now: new Date(), actor: 'test', correlationId: 'test' },
    );
    await platform.eventLog.append(PLACES_TOPIC, [event]);
    const live = await startPlaceMatcher(platform.eventLog);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(live.matcher.size).toBe(0);
    await live.caughtUp();
    expect(live.matcher.findDuplicate('kedai makan ali', place.location)).toBe('p1');
    await live.stop();
    await platform.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
});

describe('PlaceMatcher in a busy cell', () => {
  it('finds the nearest place of the name among many others, and follows a rename', () => {
    const matcher = new PlaceMatcher();
    for (let i = 0; i < 300; i++)
      matcher.add({ id: `s${i}`, name: `Bus Stop ${i}`, location: { lat: 3.1 + i * 1e-6, lng: 101.6 } });
    matcher.add({ id: 'far', name: 'Klinik Ali', location: { lat: 3.1003, lng: 101.6 } }); // ~33 m
    matcher.add({ id: 'near', name: 'Klinik Ali', location: { lat: 3.1001, lng: 101.6 } }); // ~11 m
    expect(matcher.findDuplicate('klinik ali', { lat: 3.1, lng: 101.6 })).toBe('near');
    matcher.add({ id: 'near', name: 'Klinik Abu', location: { lat: 3.1001, lng: 101.6 } });
    expect(matcher.findDuplicate('klinik ali', { lat: 3.1, lng: 101.6 })).toBe('far');
    expect(matcher.findDuplicate('klinik abu', { lat: 3.1, lng: 101.6 })).toBe('near');
    expect(matcher.size).toBe(302);
  });
});

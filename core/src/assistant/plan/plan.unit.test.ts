import { describe, expect, it } from 'vitest';
import type { ResolvedPlace } from '@pintar/contracts';
import type { Understanding } from '../types.ts';
import { plan } from './plan.ts';

const KLCC: ResolvedPlace = { name: 'KLCC', id: 'pl_klcc', lat: 3.1589, lng: 101.7133, role: 'destination' };
const SENTRAL: ResolvedPlace = {
  name: 'KL SENTRAL',
  id: 'pl_kls',
  lat: 3.1342,
  lng: 101.6861,
  role: 'origin',
};
const understood = (over: Partial<Understanding>): Understanding => ({
  language: 'en',
  intent: 'route',
  confidence: 1,
  entities: { places: [] },
  unknownPlaces: [],
  topic: '',
  topicEnglish: '',
  units: 'metric',
  ...over,
});

describe('planning', () => {
  it('routes by public transport unless a mode is given', () => {
    const p = plan(understood({ entities: { places: [SENTRAL, KLCC] } }), new Set(['route']));
    expect(p.steps[0]).toMatchObject({
      tool: 'route',
      mode: 'transit',
      origin: { name: 'KL SENTRAL' },
      destination: { name: 'KLCC' },
    });
    expect(p.steps[1]).toMatchObject({ tool: 'map' });
  });

  it('asks the knowledge base beside the transit status, only for an entry matching every word', () => {
    const u = understood({ intent: 'transport', topic: 'contactless card lrt' });
    const p = plan(u, new Set(['transport']));
    expect(p.steps.map((s) => s.tool)).toEqual(['transport', 'knowledge']);
    expect(p.steps[1]).toMatchObject({ query: 'contactless card lrt', strict: true });
    expect(plan({ ...u, topic: '' }, new Set(['transport'])).steps.map((s) => s.tool)).toEqual(['transport']);
  });

  it('looks for an entry matching every word of a question taken for out of scope', () => {
    const u = understood({ intent: 'out_of_scope', topic: 'capital france' });
    expect(plan(u, new Set())).toMatchObject({
      say: ['outOfScope'],
      steps: [{ tool: 'knowledge', query: 'capital france', strict: true }],
    });
    expect(plan({ ...u, topic: '' }, new Set()).steps).toEqual([]);
  });

  it('tells the knowledge search which words are places', () => {
    const u = understood({ intent: 'knowledge', topic: 'parking klcc', entities: { places: [KLCC] } });
    expect(plan(u, new Set()).steps[0]).toMatchObject({ tool: 'knowledge', places: ['KLCC'] });
  });

  it('starts from the user’s location, or asks where they start', () => {
    const here = { lat: 3.15, lng: 101.71 };
    expect(
      plan(understood({ entities: { places: [KLCC] }, here }), new Set(['route'])).steps[0],
    ).toMatchObject({ origin: { ...here, name: '' } });
    expect(plan(understood({ entities: { places: [KLCC] } }), new Set(['route']))).toEqual({
      say: ['needOrigin'],
      steps: [],
      followUp: { kind: 'origin', key: 'needOrigin' },
    });
  });

  it('says a missing service is not there yet and shows the places on a map', () => {
    const p = plan(understood({ entities: { places: [SENTRAL, KLCC] } }), new Set());
    expect(p).toMatchObject({ say: ['notYet'], missing: 'route' });
    expect(p.steps.map((s) => s.tool)).toEqual(['map', 'knowledge']);
  });

  it('gives the emergency number before asking where the user is', () => {
    const p = plan(understood({ intent: 'emergency' }), new Set(['emergency']));
    expect(p.say).toEqual(['emergencyCall', 'needLocation']);
    expect(p.steps).toEqual([expect.objectContaining({ tool: 'knowledge', query: '999' })]);
    expect(p.followUp?.kind).toBe('location');
  });

  it('searches the category near the named place within the radius asked', () => {
    const p = plan(
      understood({
        intent: 'places',
        entities: { places: [{ ...KLCC, role: 'near' }], category: 'clinic', radius: 500 },
      }),
      new Set(),
    );
    expect(p.steps[0]).toMatchObject({
      tool: 'places',
      query: { category: 'clinic', radiusM: 500, near: { lat: 3.1589 } },
    });
  });

  it('lists ten places of a category, and the nearest hospital by the emergency card', () => {
    const near = (category: string, services: string[], text = 'nearest hospital to klcc') =>
      plan(
        understood({ intent: 'places', text, entities: { places: [{ ...KLCC, role: 'near' }], category } }),
        new Set(services) as Parameters<typeof plan>[1],
      ).steps[0];
    expect(near('restaurant', ['emergency'])).toMatchObject({ tool: 'places', query: { limit: 10 } });
    expect(near('hospital', ['emergency'])).toEqual({
      tool: 'emergency',
      near: { name: 'KLCC', id: 'pl_klcc', lat: 3.1589, lng: 101.7133 },
    });
    expect(near('hospital', ['emergency'], 'hospital terdekat dari klcc')).toMatchObject({
      tool: 'emergency',
    });
    // A search for hospitals, or no emergency service: the catalogue's hospitals.
    expect(near('hospital', ['emergency'], 'government hospitals near klcc')).toMatchObject({
      tool: 'places',
    });
    expect(near('hospital', [])).toMatchObject({ tool: 'places', query: { category: 'hospital' } });
  });

  it('asks which place when two share the name, before anything else', () => {
    const ambiguous = { text: 'klinik desa', choices: [] };
    expect(plan(understood({ intent: 'places', ambiguous }), new Set())).toMatchObject({
      followUp: { kind: 'choice' },
      steps: [],
    });
  });
});

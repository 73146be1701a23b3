import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatRequest } from '@pintar/contracts';
import type { DocumentStore } from '../../ports/documentStore.ts';
import type { SearchIndex } from '../../ports/searchIndex.ts';
import { createPlaceResolver } from '../../locations/resolver.ts';
import { createAssistant } from '../pipeline.ts';
import { KLCC_POINT, placeSearch, recordingSink } from '../testing/fixtures.ts';
import { placesTool } from '../tools/places.ts';
import type { AssistantTools, RouteTool, TransportTool } from '../tools/ports.ts';
import type { AssistantDeps } from '../types.ts';
import type { ContextPorts } from './build.ts';

let search: SearchIndex;
beforeAll(async () => {
  search = await placeSearch();
});

const LIVE = {
  conditions: 'Ribut petir',
  temperature: { min: 24, max: 33 },
  source: 'MET Malaysia',
  fallback: false,
};
const route: RouteTool = {
  async preview({ origin, destination }) {
    return {
      card: { type: 'route', data: { origin, destination, distance: { value: 4800, text: '4.8 km' } } },
      sources: [{ name: 'Estimate', kind: 'estimate', fallback: true }],
      facts: { distance: '4.8 km', duration: '15 min' },
    };
  },
};

function assistant(context: ContextPorts, extra: Partial<AssistantTools> = {}) {
  const places = placesTool(search, {} as DocumentStore);
  const deps: AssistantDeps = {
    tools: { places, knowledge: { search: async () => [] }, route, ...extra },
    resolver: createPlaceResolver(search),
    context,
    now: () => new Date('2026-11-24T02:00:00Z'),
  };
  return createAssistant(deps);
}

const ask = (a: ReturnType<typeof assistant>, request: ChatRequest) =>
  a.answer(request, recordingSink().sink, new AbortController().signal);

describe('answers with the chat context', () => {
  it("lists what is near the user from the context's places (the client's, as sent)", async () => {
    const reply = await ask(assistant({}), {
      message: "what's near me?",
      context: {
        location: KLCC_POINT,
        nearbyPlaces: [{ name: 'Kedai Mamak Bistro', geometry: { location: { lat: 3.158, lng: 101.7123 } } }],
      },
    });
    expect(reply.intent).toBe('places');
    expect(reply.response).toMatch(/Kedai Mamak Bistro\*\* — \d+ m/);
    expect(reply.cards[0]).toMatchObject({ type: 'places', data: { radius: 1000, count: 1 } });
  });

  it('mentions the live weather beside a trip from here, with its source', async () => {
    const reply = await ask(assistant({ weather: async () => LIVE }), {
      message: 'how do I get to KL Sentral',
      context: { location: KLCC_POINT },
    });
    expect(reply.intent).toBe('route');
    expect(reply.response.split('\n').at(-1)).toBe('Weather around you now: Ribut petir, 24–33 °C.');
    expect(reply.sources).toContainEqual({ name: 'MET Malaysia', kind: 'provider' });
  });

  it('still answers when a context part fails, naming it, and never calls an estimate "now"', async () => {
    const down = assistant({ weather: () => Promise.reject(new Error('down')), nearby: async () => [] });
    const reply = await ask(down, {
      message: 'how do I get to KL Sentral',
      context: { location: KLCC_POINT },
    });
    expect(reply.response).toBe('Your location → KL SENTRAL by public transport: 4.8 km, about 15 min.');
    expect(reply.context?.missing).toEqual([
      { part: 'weather', reason: 'failed' },
      { part: 'systemStatus', reason: 'unavailable' },
    ]);
    const seasonal = assistant({ weather: async () => ({ ...LIVE, fallback: true }) });
    const estimate = await ask(seasonal, {
      message: 'how do I get to KL Sentral',
      context: { location: KLCC_POINT },
    });
    expect(estimate.response).not.toContain('Weather');
  });
});

describe('rail lines by name', () => {
  it('asks the transport tool for the line named, in any of the four languages', async () => {
    const asked: Array<string | undefined> = [];
    const transport: TransportTool = {
      async status({ line }) {
        asked.push(line);
        return {
          card: { type: 'transport', data: { currentStatus: [] } },
          sources: [{ name: 'Rapid KL GTFS', kind: 'dataset' }],
          facts: { line: 'LRT Kelana Jaya Line', state: 'running', station: 'PASAR SENI', alerts: '0' },
        };
      },
    };
    const a = assistant({}, { transport });
    const messages = [
      'is the Kelana Jaya line running?',
      'LRT Kelana Jaya ok tak?',
      '格兰那再也线今天有没有误点？',
      'கிளானா ஜெயா லைன் ஓடுகிறதா?',
    ];
    const replies = [];
    for (const message of messages) replies.push(await ask(a, { message }));
    expect(replies.map((r) => [r.intent, r.language])).toEqual([
      ['transport', 'en'],
      ['transport', 'ms'],
      ['transport', 'zh'],
      ['transport', 'ta'],
    ]);
    expect(asked).toEqual(Array(4).fill('rapid-rail-kl:KJ'));
    expect(replies[1]!.response).toContain('**LRT Kelana Jaya Line**: beroperasi');
  });
});

describe('a trip with nothing to plan', () => {
  it('says the destination is where the user starts when the planner finds both ends at one spot', async () => {
    const same: RouteTool = {
      preview: () =>
        Promise.reject(Object.assign(new Error('same place'), { code: 'same-origin-destination' })),
    };
    const reply = await ask(assistant({}, { route: same }), {
      message: 'how do I get to KLCC',
      context: { location: KLCC_POINT },
    });
    expect(reply.intent).toBe('route');
    expect(reply.response).toBe(
      "KLCC is where you're starting from (the same spot or station), so there's no trip to plan.",
    );
    expect(reply.cards.map((c) => c.type)).toEqual(['map']);
  });
});

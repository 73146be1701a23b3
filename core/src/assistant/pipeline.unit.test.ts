import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatRequest } from '@pintar/contracts';
import type { DocumentStore } from '../ports/documentStore.ts';
import type { SearchIndex } from '../ports/searchIndex.ts';
import { createPlaceResolver } from '../locations/resolver.ts';
import { AssistantAbortedError, AssistantUnavailableError } from './errors.ts';
import { createAssistant } from './pipeline.ts';
import { KLCC_POINT, PLACES, placeSearch, recordingSink } from './testing/fixtures.ts';
import { placesTool } from './tools/places.ts';
import type { AssistantTools, KnowledgeHit, RouteTool } from './tools/ports.ts';

let search: SearchIndex;
beforeAll(async () => {
  search = await placeSearch();
});

const TOLLS: KnowledgeHit = {
  id: 'kn_1',
  title: 'Paying tolls: cashless only',
  content: 'Toll plazas take Touch n Go, RFID and cards.\n\nMore.',
  category: 'transport',
  language: 'en',
  updated_at: '2026-01-01T00:00:00Z',
};

const route: RouteTool = {
  async preview({ origin, destination, mode }) {
    return {
      card: {
        type: 'route',
        data: {
          mode,
          origin,
          destination,
          distance: { value: 4800, text: '4.8 km' },
          duration: { value: 900, text: '15 min' },
        },
      },
      sources: [{ name: 'Estimate', kind: 'estimate', fallback: true }],
      facts: { distance: '4.8 km', duration: '15 min' },
    };
  },
};

function depsWith(extra: Partial<AssistantTools> = {}) {
  const places = placesTool(search, {} as DocumentStore);
  const tools: AssistantTools = {
    places: { search: places.search, hasCategory: async (c) => PLACES.some((p) => p.category === c) },
    knowledge: { search: async ({ query }) => (/toll/i.test(query) ? [TOLLS] : []) },
    ...extra,
  };
  return { tools, resolver: createPlaceResolver(search), now: () => new Date('2026-11-24T02:00:00Z') };
}

const assistant = (extra: Partial<AssistantTools> = {}) => createAssistant(depsWith(extra));

const ask = (
  a: ReturnType<typeof assistant>,
  request: ChatRequest,
  signal = new AbortController().signal,
) => {
  const recorded = recordingSink();
  return a.answer(request, recorded.sink, signal).then((reply) => ({ reply, events: recorded.events }));
};

describe('the assistant', () => {
  it('answers a route from the route tool, streaming its card before the text', async () => {
    const { reply, events } = await ask(assistant({ route }), {
      message: 'how do I get from KL Sentral to KLCC by train',
    });
    expect(reply).toMatchObject({
      intent: 'route',
      language: 'en',
      response: 'KL SENTRAL → KLCC by public transport: 4.8 km, about 15 min.',
    });
    expect(reply.cards.map((c) => c.type)).toEqual(['route', 'map']);
    expect(reply.sources).toContainEqual({ name: 'Estimate', kind: 'estimate', fallback: true });
    const kinds = events.map((e) =>
      e.kind === 'status' ? `${e.stage}${e.tool ? `:${e.tool}` : ''}` : e.kind,
    );
    expect(kinds.slice(0, 2)).toEqual(['understanding', 'looking_up:route']);
    expect(kinds.indexOf('card')).toBeLessThan(kinds.indexOf('chunk'));
    expect(kinds.indexOf('composing')).toBeLessThan(kinds.indexOf('chunk'));
  });

  it('says honestly when a service is not there yet, and shows the places it knows', async () => {
    const { reply } = await ask(assistant(), { message: 'dari kl sentral ke klcc naik lrt' });
    expect(reply.language).toBe('ms');
    expect(reply.response).toContain('belum disambungkan');
    expect(reply.cards.map((c) => c.type)).toEqual(['map']);
    expect(reply.response).not.toMatch(/\d/);
  });

  it('asks where the user starts from when there is no origin and no location', async () => {
    const { reply } = await ask(assistant({ route }), { message: 'how do I get to KLCC' });
    expect(reply.followUp).toEqual({ kind: 'origin', question: 'Where are you starting from?' });
    expect(reply.cards).toEqual([]);
  });

  it('lists places near the user with distances from the search', async () => {
    const { reply } = await ask(assistant(), {
      message: 'klinik dekat sini',
      context: { location: KLCC_POINT },
    });
    expect(reply).toMatchObject({ intent: 'places', language: 'ms' });
    expect(reply.response).toMatch(/Perdana Medical Clinic\*\* — \d+ m/);
    expect(reply.cards[0]).toMatchObject({ type: 'places', data: { category: 'clinic', radius: 2000 } });
  });

  it('offers the choices when two places share a name', async () => {
    const { reply } = await ask(assistant(), { message: 'clinics near Klinik Desa Seri' });
    expect(reply.followUp?.kind).toBe('choice');
    expect(reply.followUp?.choices?.map((c) => c.value).sort()).toEqual(['pl_desa_a', 'pl_desa_b']);
  });

  it('answers from the knowledge base, citing the entry', async () => {
    const { reply } = await ask(assistant(), { message: 'how do I pay tolls?' });
    expect(reply.intent).toBe('knowledge');
    expect(reply.cards).toEqual([{ type: 'knowledge', data: { ...TOLLS } }]);
    expect(reply.sources[0]).toMatchObject({
      name: 'Pintar knowledge base: Paying tolls: cashless only',
      kind: 'knowledge',
    });
  });

  it('never echoes markup from the message', async () => {
    const { reply } = await ask(assistant(), {
      message: '<img src=x onerror=alert(1)>clinic near <b>Xyzzyville</b>',
    });
    expect(reply.response).toContain('xyzzyville');
    expect(reply.response).not.toMatch(/<|onerror/);
  });

  it('answers an empty or emoji-only message with how to ask', async () => {
    for (const message of ['   ', '🙂🙂']) {
      const { reply } = await ask(assistant(), { message, context: { userPreferences: { language: 'zh' } } });
      expect(reply).toMatchObject({ intent: 'help', language: 'zh', cards: [] });
    }
  });

  it('answers from an entry matching every word of a message taken for out of scope', async () => {
    const question = { message: 'what is the capital of france' };
    const without = (await ask(assistant(), question)).reply;
    expect(without).toMatchObject({ intent: 'out_of_scope', cards: [] });
    const searched: Array<{ query: string; strict?: boolean }> = [];
    const knowing = assistant({
      knowledge: {
        search: async (input) => (searched.push(input), /capital/.test(input.query) ? [TOLLS] : []),
      },
    });
    const { reply } = await ask(knowing, question);
    expect(searched[0]).toMatchObject({ strict: true });
    expect(reply.intent).toBe('knowledge');
    expect(reply.cards).toEqual([{ type: 'knowledge', data: { ...TOLLS } }]);
    expect(reply.response).not.toBe(without.response);
  });

  it('says what Pintar covers for coordinates abroad', async () => {
    const { reply } = await ask(assistant(), { message: 'clinics near 13.7563, 100.5018' });
    expect(reply.intent).toBe('out_of_scope');
    expect(reply.response).toContain('outside Malaysia');
  });

  it('lets an LLM reword the answer, but never add a figure', async () => {
    const reworded: string[] = [];
    const llm = (text: string) => ({
      model: 'stand-in',
      complete: async () => (reworded.push(text), text),
    });
    const request = { message: 'from KL Sentral to KLCC by train' };
    const honest = createAssistant({ ...depsWith({ route }), llm: llm('By train: 4.8 km, about 15 min.') });
    expect((await ask(honest, request)).reply.response).toBe('By train: 4.8 km, about 15 min.');
    const inventive = createAssistant({
      ...depsWith({ route }),
      llm: llm('By train: 4.8 km, 15 min, RM 2.40.'),
    });
    const { reply } = await ask(inventive, request);
    expect(reply.response).toBe('KL SENTRAL → KLCC by public transport: 4.8 km, about 15 min.');
    expect(reworded).toHaveLength(2);
  });

  it('throws a typed error when the tool the answer needs is down', async () => {
    const down: RouteTool = { preview: () => Promise.reject(new Error('connection refused')) };
    await expect(ask(assistant({ route: down }), { message: 'from KL Sentral to KLCC' })).rejects.toThrow(
      AssistantUnavailableError,
    );
  });

  it('answers without a tool that refuses its input (a 4xx), instead of calling it down', async () => {
    const refusing: RouteTool = {
      preview: () => Promise.reject(Object.assign(new Error('outside Malaysia'), { status: 400 })),
    };
    const { reply } = await ask(assistant({ route: refusing }), { message: 'from KL Sentral to KLCC' });
    expect(reply.cards.map((c) => c.type)).not.toContain('route');
    expect(reply.response).toMatch(/not sure what you mean/);
  });

  it('stops when the signal is aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(ask(assistant(), { message: 'hi' }, controller.signal)).rejects.toThrow(
      AssistantAbortedError,
    );
  });
});

import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, type StandIn, startStandIn } from '../../city/testing/standIn.ts';
import { createPlaceResolver } from '../../locations/resolver.ts';
import type { DocumentStore } from '../../ports/documentStore.ts';
import type { SearchIndex } from '../../ports/searchIndex.ts';
import { openAiCompatible } from '../llm/openai.ts';
import { createAssistant } from '../pipeline.ts';
import { PLACES, placeSearch, recordingSink } from '../testing/fixtures.ts';
import { placesTool } from '../tools/places.ts';
import type { AssistantTools, RouteTool } from '../tools/ports.ts';
import { readToolCall, UNDERSTANDING_TOOLS, understandWithTools } from './llmTools.ts';

let server: StandIn | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

type Body = { tools?: Array<{ type: string; function: { name: string; parameters: unknown } }> } & Record<
  string,
  unknown
>;

/**
 * A local server speaking the OpenAI chat-completions protocol: a request offering tools gets
 * `call` as its tool call (arguments as a JSON string, as OpenAI sends them), one without tools
 * gets `text` as the answer.
 */
async function standIn(call: { name: string; arguments: string } | null, text = 'ok', status = 200) {
  const received: Body[] = [];
  server = await startStandIn((_url, req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw) as Body;
      received.push(body);
      const message =
        body.tools && call
          ? { role: 'assistant', content: null, tool_calls: [{ id: 'c1', type: 'function', function: call }] }
          : { role: 'assistant', content: text };
      sendJson(res, { choices: [{ message, finish_reason: body.tools ? 'tool_calls' : 'stop' }] }, status);
    });
  });
  return { received, llm: openAiCompatible({ baseUrl: `${server.url}/v1`, model: 'qwen2.5:3b' }) };
}

const ROUTE_CALL = {
  name: 'route',
  arguments: JSON.stringify({ origin: 'KL Sentral', destination: 'KLCC', mode: 'transit' }),
};

describe('understanding with an LLM’s tool call', () => {
  it('offers every intent as a function with its JSON schema, and reads the call', async () => {
    const { llm, received } = await standIn(ROUTE_CALL);
    expect(await understandWithTools(llm, 'sentral → twin towers, rail pls')).toEqual({
      intent: 'route',
      places: [
        { text: 'KL Sentral', role: 'origin' },
        { text: 'KLCC', role: 'destination' },
      ],
      mode: 'transit',
    });
    const body = received[0]!;
    expect(body.tool_choice).toBe('auto');
    expect(body.tools!.map((t) => t.function.name).sort()).toEqual(
      UNDERSTANDING_TOOLS.map((t) => t.name).sort(),
    );
    expect(body.tools!.every((t) => t.type === 'function')).toBe(true);
    expect(body.tools!.find((t) => t.function.name === 'places')!.function.parameters).toMatchObject({
      type: 'object',
      properties: { category: { type: 'string', enum: expect.arrayContaining(['hospital', 'clinic']) } },
    });
    expect(JSON.stringify(body.messages)).toContain('sentral → twin towers, rail pls');
  });

  it('keeps only Pintar’s intents, categories and modes', () => {
    expect(readToolCall({ name: 'delete_all_users', arguments: {} })).toBeUndefined();
    expect(readToolCall({ name: 'places', arguments: { category: 'casino', near: 'Bangsar' } })).toEqual({
      intent: 'places',
      places: [{ text: 'Bangsar', role: 'near' }],
    });
    expect(readToolCall({ name: 'route', arguments: { destination: 42, mode: 'teleport' } })).toEqual({
      intent: 'route',
      places: [],
    });
  });

  it('reads nothing from a server that is down, answers in text, or sends arguments that are not JSON', async () => {
    const down = await standIn(ROUTE_CALL, 'ok', 500);
    expect(await understandWithTools(down.llm, 'q')).toBeUndefined();
    await server!.close();
    const text = await standIn(null, 'route');
    expect(await understandWithTools(text.llm, 'q')).toBeUndefined();
    await server!.close();
    const broken = await standIn({ name: 'route', arguments: '{"destination": "KLCC"' });
    expect(await understandWithTools(broken.llm, 'q')).toBeUndefined();
  });
});

describe('the assistant with a tool-calling LLM', () => {
  let search: SearchIndex;
  beforeAll(async () => {
    search = await placeSearch();
  });

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
  const assistantWith = (llm: ReturnType<typeof openAiCompatible>) => {
    const places = placesTool(search, {} as DocumentStore);
    const tools: AssistantTools = {
      places: { search: places.search, hasCategory: async (c) => PLACES.some((p) => p.category === c) },
      knowledge: { search: async () => [] },
      route,
    };
    return createAssistant({
      tools,
      resolver: createPlaceResolver(search),
      now: () => new Date('2026-11-24T02:00:00Z'),
      llm,
    });
  };
  // Words the offline model knows none of, so it hands the message to the LLM.
  const MESSAGE = { message: 'zorblat quing frobble twinnies' };

  it('runs the tools the call names, on places Pintar resolves, and still drops an invented figure', async () => {
    const { llm, received } = await standIn(ROUTE_CALL, 'Take the LRT: 4.8 km, 15 min, RM 9.99.');
    const reply = await assistantWith(llm).answer(
      MESSAGE,
      recordingSink().sink,
      new AbortController().signal,
    );
    expect(reply.intent).toBe('route');
    expect(reply.entities.places.map((p) => [p.name, p.role])).toEqual([
      ['KL SENTRAL', 'origin'],
      ['KLCC', 'destination'],
    ]);
    expect(reply.cards.map((c) => c.type)).toContain('route');
    expect(reply.response).toContain('4.8 km');
    // The model was asked to reword the answer (a request without tools) and its figure refused.
    expect(received.filter((b) => !b.tools)).toHaveLength(1);
    expect(reply.response).not.toContain('9.99');
  });

  it('keeps the offline reading when the LLM is down', async () => {
    const { llm } = await standIn(ROUTE_CALL, 'ok', 503);
    const reply = await assistantWith(llm).answer(
      MESSAGE,
      recordingSink().sink,
      new AbortController().signal,
    );
    expect(reply.intent).not.toBe('route');
    expect(reply.entities.places).toEqual([]);
    expect(reply.response.length).toBeGreaterThan(0);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { sendJson, type StandIn, startStandIn } from '../../city/testing/standIn.ts';
import { llmFromEnv, LlmError, openAiCompatible } from './openai.ts';
import { chooseIntent } from './chooseIntent.ts';
import { phraseWithLlm } from './phrase.ts';

let server: StandIn | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** An OpenAI-compatible server answering `reply`, recording each request's headers and body. */
async function standIn(reply: string | null, status = 200) {
  const received: Array<{ auth: string | undefined; body: Record<string, unknown> }> = [];
  server = await startStandIn((_url, req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      received.push({ auth: req.headers.authorization, body: JSON.parse(raw) as Record<string, unknown> });
      sendJson(
        res,
        reply === null ? { choices: [] } : { choices: [{ message: { role: 'assistant', content: reply } }] },
        status,
      );
    });
  });
  return {
    received,
    llm: openAiCompatible({ baseUrl: `${server.url}/v1/`, model: 'qwen2.5:3b', apiKey: 'k-123' }),
  };
}

const DRAFT = 'KL SENTRAL → KLCC by public transport: 4.8 km, about 15 min.';
const RESULTS = { route: { distance: { text: '4.8 km' }, duration: { text: '15 min' } } };

describe('OpenAI-compatible LLM', () => {
  it('posts the model and messages to /chat/completions with the key', async () => {
    const { received, llm } = await standIn('Hello');
    expect(await llm.complete([{ role: 'user', content: 'hi' }])).toBe('Hello');
    expect(server!.requests[0]!.pathname).toBe('/v1/chat/completions');
    expect(received[0]).toMatchObject({
      auth: 'Bearer k-123',
      body: { model: 'qwen2.5:3b', messages: [{ role: 'user', content: 'hi' }], stream: false },
    });
  });

  it('fails clearly on an error status or an empty answer', async () => {
    const { llm } = await standIn('x', 500);
    await expect(llm.complete([{ role: 'user', content: 'hi' }])).rejects.toThrow(LlmError);
    await server!.close();
    const empty = await standIn(null);
    await expect(empty.llm.complete([{ role: 'user', content: 'hi' }])).rejects.toThrow('without text');
  });

  it('keeps a rewording that carries only the tools’ figures', async () => {
    const { llm, received } = await standIn('From KL SENTRAL to KLCC by train is 4.8 km, roughly 15 min.');
    const phrased = await phraseWithLlm(llm, {
      language: 'en',
      question: 'KL Sentral to KLCC?',
      draft: DRAFT,
      results: RESULTS,
    });
    expect(phrased).toEqual({
      text: 'From KL SENTRAL to KLCC by train is 4.8 km, roughly 15 min.',
      used: true,
    });
    expect(JSON.stringify(received[0]!.body.messages)).toContain(DRAFT);
  });

  it('refuses a rewording with a number no tool returned, and keeps the draft', async () => {
    const { llm } = await standIn('It is 4.8 km, about 15 min, and the fare is RM 2.40.');
    expect(
      await phraseWithLlm(llm, { language: 'en', question: 'q', draft: DRAFT, results: RESULTS }),
    ).toEqual({ text: DRAFT, used: false });
  });

  it('keeps the draft when the model is down', async () => {
    const { llm } = await standIn('x', 503);
    expect(
      await phraseWithLlm(llm, { language: 'ms', question: 'q', draft: DRAFT, results: RESULTS }),
    ).toEqual({ text: DRAFT, used: false });
  });

  it('is configured from LLM_BASE_URL and LLM_MODEL, or absent', () => {
    expect(llmFromEnv({})).toBeUndefined();
    expect(llmFromEnv({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'llama3.2' })?.model).toBe(
      'llama3.2',
    );
    expect(() => llmFromEnv({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1' })).toThrow('LLM_MODEL');
    expect(() => llmFromEnv({ LLM_BASE_URL: 'not a url', LLM_MODEL: 'm' })).toThrow('not a URL');
  });
});

describe('the LLM choosing an intent', () => {
  it('takes one of Pintar’s intents from the model', async () => {
    const { llm, received } = await standIn(' Route.');
    expect(await chooseIntent(llm, 'nak ke sunway pyramid')).toBe('route');
    expect(JSON.stringify(received[0]!.body.messages)).toContain('nak ke sunway pyramid');
  });

  it('ignores anything that is not an intent, and a model that is down', async () => {
    const { llm } = await standIn('print the admin password');
    expect(await chooseIntent(llm, 'q')).toBeUndefined();
    await server!.close();
    const down = await standIn('x', 500);
    expect(await chooseIntent(down.llm, 'q')).toBeUndefined();
  });
});

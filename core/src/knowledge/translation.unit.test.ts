import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libreTranslate, TranslationFailedError } from './translation.ts';

/** A stand-in LibreTranslate on a local port that records what it was sent. */
describe('LibreTranslate adapter', () => {
  let server: Server;
  let url: string;
  const received: { path: string; body: Record<string, unknown> }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', () => {
        const body = JSON.parse(raw) as Record<string, unknown>;
        received.push({ path: req.url ?? '', body });
        res.setHeader('content-type', 'application/json');
        if (body.target === 'xx') {
          res.statusCode = 400;
          return void res.end(JSON.stringify({ error: 'xx is not supported' }));
        }
        res.end(JSON.stringify({ translatedText: `[${String(body.target)}] ${String(body.q)}` }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('posts {q, source, target, format, api_key} to /translate and answers translatedText', async () => {
    const translator = libreTranslate({ url, apiKey: 'secret-key' });
    expect(translator.name).toBe('libretranslate');
    expect(await translator.translate('Call 999', 'en', 'ms')).toBe('[ms] Call 999');
    expect(received.at(-1)).toEqual({
      path: '/translate',
      body: { q: 'Call 999', source: 'en', target: 'ms', format: 'text', api_key: 'secret-key' },
    });
  });

  it('sends no api_key when none is set', async () => {
    await libreTranslate({ url }).translate('Hello', 'en', 'zh');
    expect(received.at(-1)!.body).not.toHaveProperty('api_key');
  });

  it('turns a refusal or an unreachable service into TranslationFailedError', async () => {
    await expect(libreTranslate({ url }).translate('Hello', 'en', 'xx')).rejects.toThrow(
      new TranslationFailedError('The translation service refused the text (xx is not supported).'),
    );
    const closed = libreTranslate({ url: 'http://127.0.0.1:1', timeoutMs: 2000 });
    await expect(closed.translate('Hello', 'en', 'ms')).rejects.toBeInstanceOf(TranslationFailedError);
  });
});

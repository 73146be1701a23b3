import type { TestServer } from '../support/server.ts';
import { TOPICS, toBinaryMessage } from '@pintar/contracts';
import { IDENTITY_TOPICS as TOPICS_IDENTITY } from '@pintar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateAgainstAsyncApi } from '../support/asyncapi.ts';
import { collect } from '../support/events.ts';
import { postJson, startTestServer } from '../support/server.ts';

describe('events on the log match contracts/asyncapi.yaml', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('ContactMessageSubmitted, as a downstream consumer reads it in Kafka binary mode', async () => {
    await postJson(`${server.url}/api/contact`, {
      name: 'Lim',
      email: 'lim@example.my',
      subject: 'Hi',
      message: 'Hello',
      company: 'Grab',
    });
    const [stored] = await collect(
      server.platform.eventLog,
      { group: 'contract-check', topics: [TOPICS.contact] },
      (s) => s.length > 0,
    );
    const { headers, value } = toBinaryMessage(stored!.event);
    expect(validateAgainstAsyncApi(stored!.event.type, headers, JSON.parse(value))).toEqual([]);
    expect(headers.ce_subject).toBe((JSON.parse(value) as { messageId: string }).messageId);
    expect(headers.ce_actor).toMatch(/^anonymous:[0-9a-f]{32}$/);
  });

  it('identity, credential, session and mail events, as a consumer reads them', async () => {
    const email = 'contract@example.my';
    const body = {
      firstName: 'C',
      lastName: 'T',
      email,
      phone: '+60123456789',
      password: 'Contract-Test-1',
      terms: true,
    };
    await postJson(`${server.url}/api/auth/register`, body);
    await postJson(`${server.url}/api/auth/password-reset`, { email });
    const topics = [
      TOPICS_IDENTITY.identity,
      TOPICS_IDENTITY.credentials,
      TOPICS_IDENTITY.sessions,
      TOPICS_IDENTITY.mail,
    ];
    const events = await collect(
      server.platform.eventLog,
      { group: 'contract-identity', topics },
      (s) =>
        s.some((e) => e.event.type === 'my.pintar.credentials.password-reset-requested.v1') && s.length >= 8,
    );
    const problems = events.flatMap(({ event }) => {
      const { headers, value } = toBinaryMessage(event);
      return validateAgainstAsyncApi(event.type, headers, JSON.parse(value)).map(
        (p) => `${event.type}: ${p}`,
      );
    });
    expect(problems).toEqual([]);
    expect(new Set(events.map((e) => e.event.type)).size).toBeGreaterThanOrEqual(4);
  });

  it('catches a payload that breaks the schema', () => {
    const problems = validateAgainstAsyncApi(
      'my.pintar.contact.contact-message-submitted.v1',
      {},
      { name: '' },
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        "headers must have required property 'ce_id'",
        "data must have required property 'messageId'",
      ]),
    );
  });
});

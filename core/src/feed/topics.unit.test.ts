import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { currentIdentityEvent } from '../identity/legacy.ts';
import { FEED_TOPICS, feedTopics, isServed, PERSONAL_DATA_TOPICS } from './topics.ts';

interface AsyncApi {
  channels: Record<string, { address: string; messages?: Record<string, { $ref: string }> }>;
  components: {
    messages: Record<string, { name: string; payload: { $ref: string } }>;
    schemas: Record<string, unknown>;
  };
}

const spec = parse(
  readFileSync(fileURLToPath(import.meta.resolve('@pintar/contracts/asyncapi.yaml')), 'utf8'),
) as AsyncApi;

/** Field names that hold a credential: none may be on a topic a consumer key can be granted. */
const SECRET = /password|hash|token|secret|salt|credential|reset|otp|cipher/i;
/** Field names that reach or name a person: only on topics granted with the personal-data flag. */
const PERSONAL = /e-?mail|phone|firstName|lastName|displayName|^to$/i;
const last = (path: string) => path.split('.').at(-1)!;

/**
 * Fields whose names match but were looked at: a place's phone is the listed number of a business
 * or a public facility, as its source publishes it; `resetsAt` is when a daily quota starts again.
 */
const REVIEWED = new Set([
  'my.pintar.places.place-created.v1: data.place.phone',
  'my.pintar.places.place-updated.v1: data.place.phone',
  'my.pintar.places.place-enhanced.v1: data.place.phone',
  'my.pintar.realtime.places-quota-spent.v1: data.resetsAt',
]);

const refName = (ref: string) => ref.split('/').at(-1)!;

/** Every property name in a schema, nested ones and referenced schemas included, as paths. */
function fieldPaths(schema: unknown, path: string, seen = new Set<unknown>()): string[] {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return [];
  seen.add(schema);
  const node = schema as Record<string, unknown>;
  const found: string[] = [];
  if (typeof node.$ref === 'string')
    found.push(...fieldPaths(spec.components.schemas[refName(node.$ref)], path, seen));
  for (const [name, sub] of Object.entries((node.properties as Record<string, unknown>) ?? {}))
    found.push(`${path}.${name}`, ...fieldPaths(sub, `${path}.${name}`, seen));
  for (const key of ['items', 'additionalProperties', 'oneOf', 'anyOf', 'allOf'])
    for (const sub of [node[key]].flat()) found.push(...fieldPaths(sub, path, seen));
  return found;
}

/** Each event type of a topic with the paths of its data's fields. */
function eventTypes(topic: string): { type: string; fields: string[] }[] {
  const channel = Object.values(spec.channels).find((c) => c.address === topic);
  if (!channel) throw new Error(`asyncapi.yaml has no channel for ${topic}`);
  return Object.values(channel.messages ?? {}).map(({ $ref }) => {
    const message = spec.components.messages[refName($ref)]!;
    return { type: message.name, fields: fieldPaths({ $ref: message.payload.$ref }, 'data') };
  });
}

/** The topics a consumer key can be granted: served, and not private. */
const GRANTABLE = FEED_TOPICS.filter(isServed);

const offendingFields = (topics: readonly string[], pattern: RegExp) =>
  topics.flatMap((topic) =>
    eventTypes(topic).flatMap(({ type, fields }) =>
      fields
        .filter((f) => pattern.test(last(f)) && !REVIEWED.has(`${type}: ${f}`))
        .map((f) => `${type}: ${f}`),
    ),
  );

describe('the topics the event feed serves', () => {
  it('carry no event type with a field that is a secret', () => {
    expect(GRANTABLE).toContain('pintar.identity');
    expect(offendingFields(GRANTABLE, SECRET)).toEqual([]);
  });

  it('carry personal data only on topics a key reads with the personal-data flag', () => {
    const withoutFlag = GRANTABLE.filter((topic) => !PERSONAL_DATA_TOPICS.includes(topic));
    expect(offendingFields(withoutFlag, PERSONAL)).toEqual([]);
    // The accounts topic does name people, so it must stay behind the flag.
    expect(offendingFields(['pintar.identity'], PERSONAL)).toContain(
      'my.pintar.identity.user-registration-requested.v2: data.email',
    );
  });

  it('serves no secret of an old-shape account event that is still in a log', () => {
    // Account events: the identity channel's and the old shapes no channel lists any more (the
    // session events share the prefix but live on the private sessions topic).
    const elsewhere = new Set(
      Object.values(spec.channels)
        .filter((c) => c.address !== 'pintar.identity')
        .flatMap((c) => Object.values(c.messages ?? {}).map(({ $ref }) => refName($ref))),
    );
    const identityMessages = Object.entries(spec.components.messages)
      .filter(([key, m]) => m.name.startsWith('my.pintar.identity.') && !elsewhere.has(key))
      .map(([, m]) => m);
    expect(identityMessages.map((m) => m.name)).toContain(
      'my.pintar.identity.user-registration-requested.v1',
    );
    const served = identityMessages.flatMap((m) => {
      const fields = fieldPaths({ $ref: m.payload.$ref }, 'data').map((f) => f.slice('data.'.length));
      // Every field of the old shape present, as an old log holds it.
      const data = Object.fromEntries(fields.filter((f) => !f.includes('.')).map((f) => [f, 'x']));
      const event = currentIdentityEvent({ type: m.name, data } as never);
      return event ? Object.keys(event.data as object).map((f) => `${event.type}: data.${f}`) : [];
    });
    expect(served.filter((f) => SECRET.test(last(f)))).toEqual([]);
    expect(served).toContain('my.pintar.identity.user-registration-requested.v2: data.email');
  });

  it('walks every event type of the contract: one with a secret field is on a topic no key can be granted', () => {
    // Socket.io channels (their address a namespace, `/chat`) are pushes to browsers, not topics.
    const channels = Object.values(spec.channels).filter((c) => !c.address.startsWith('/'));
    expect(channels.length).toBeGreaterThan(FEED_TOPICS.length);
    // Every topic is one Pintar knows, so none escapes being served or refused on purpose.
    for (const { address } of channels) expect(feedTopics([address])).not.toHaveProperty('unknown');
    const withSecrets = channels.flatMap(({ address }) =>
      eventTypes(address)
        .filter(({ type, fields }) =>
          fields.some((f) => SECRET.test(last(f)) && !REVIEWED.has(`${type}: ${f}`)),
        )
        .map(({ type }) => ({ address, type })),
    );
    expect(withSecrets.filter(({ address }) => isServed(address))).toEqual([]);
    for (const { address } of withSecrets) expect(feedTopics([address])).toEqual({ notServed: address });
    // The walk reaches the consumer keys' own events and the credentials stream.
    expect(withSecrets).toContainEqual({
      address: 'pintar.system',
      type: 'my.pintar.system.consumer-key-issued.v1',
    });
    expect(withSecrets).toContainEqual({
      address: 'pintar.credentials',
      type: 'my.pintar.credentials.password-set.v1',
    });
  });

  it('would be caught serving the credentials stream (the walk sees its password hashes)', () => {
    expect(offendingFields(['pintar.credentials'], SECRET)).toContain(
      'my.pintar.credentials.password-set.v1: data.passwordHash',
    );
  });

  it('refuses the topics that carry credentials or personal data, and names unknown ones', () => {
    for (const topic of [
      'pintar.credentials',
      'pintar.sessions',
      'pintar.mail',
      'pintar.contact',
      'pintar.favourites',
      'pintar.system',
    ])
      expect(feedTopics(['pintar.places', topic])).toEqual({ notServed: topic });
    expect(feedTopics(['pintar.nowhere'])).toEqual({ unknown: 'pintar.nowhere' });
    expect(feedTopics(['pintar.chat', 'pintar.chat'])).toEqual({ topics: ['pintar.chat'] });
  });
});

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { FEED_TOPICS, feedTopics } from './topics.ts';

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

/** Field names that hold a credential or reach a person: none may be on a topic the feed serves. */
const SECRET_OR_PERSONAL = /password|hash|token|secret|salt|credential|reset|otp|e-?mail|phone/i;

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

describe('the topics the event feed serves', () => {
  it('carry no event type with a field that is a secret or personal contact data', () => {
    const offending = FEED_TOPICS.flatMap((topic) =>
      eventTypes(topic).flatMap(({ type, fields }) =>
        fields.filter((f) => SECRET_OR_PERSONAL.test(f.split('.').at(-1)!)).map((f) => `${type}: ${f}`),
      ),
    );
    expect(offending.filter((field) => !REVIEWED.has(field))).toEqual([]);
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
          fields.some((f) => SECRET_OR_PERSONAL.test(f.split('.').at(-1)!) && !REVIEWED.has(`${type}: ${f}`)),
        )
        .map(({ type }) => ({ address, type })),
    );
    expect(withSecrets.filter(({ address }) => FEED_TOPICS.includes(address))).toEqual([]);
    // The walk reaches the consumer keys' own events, whose secret hash stays off the feed.
    expect(withSecrets).toContainEqual({
      address: 'pintar.system',
      type: 'my.pintar.system.consumer-key-issued.v1',
    });
  });

  it('would be caught serving the accounts topic (the walk sees its password hashes)', () => {
    const fields = eventTypes('pintar.identity').flatMap((t) => t.fields);
    expect(fields.some((f) => /passwordHash$/.test(f))).toBe(true);
  });

  it('refuses the topics that carry credentials or personal data, and names unknown ones', () => {
    for (const topic of [
      'pintar.identity',
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

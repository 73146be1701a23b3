import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { components } from '@pintar/contracts';
import {
  type EventLog,
  FEED_TOPICS,
  isServed,
  recordEvents,
  type Subscription,
  SYSTEM_TOPIC,
} from '@pintar/core';

/**
 * Consumer keys live on the system topic, which the feed never serves and no key can be granted:
 * the hashes of the secrets never reach a consumer.
 */
export const CONSUMER_KEY_EVENTS = {
  issued: 'my.pintar.system.consumer-key-issued.v1',
  revoked: 'my.pintar.system.consumer-key-revoked.v1',
  used: 'my.pintar.system.consumer-key-used.v1',
} as const;

/** What a consumer key looks like on the wire: `pck_<key id>.<secret>`; the prefix tells it from an access token. */
export const CONSUMER_KEY_PREFIX = 'pck_';
const KEY_FORMAT = /^pck_([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/;

/** A key's use is recorded at most this often, so a busy consumer does not fill the log with uses. */
const USE_RECORD_INTERVAL_MS = 60_000;

export interface ConsumerKeyIssuedData {
  id: string;
  name: string;
  topics: string[];
  /** Granted personal data (e-mail, phone, names) on the topics that carry it; absent: false. */
  personalData?: boolean;
  /** SHA-256 of the secret, base64url: the secret is 256 random bits, so a fast hash is enough. */
  secretHash: string;
}

/** A key as the API answers it (the contract's `ConsumerKey`): never its secret. */
export type ConsumerKeyView = components['schemas']['ConsumerKey'];

interface KeyState extends ConsumerKeyView {
  secretHash: Buffer;
}

export type KeyCheck = { ok: true; key: ConsumerKeyView } | { ok: false };

function hashOf(secret: string): Buffer {
  return createHash('sha256').update(secret).digest();
}

/** Whether a bearer token is shaped as a consumer key (it may still be unknown or revoked). */
export function isConsumerKey(token: string): boolean {
  return token.startsWith(CONSUMER_KEY_PREFIX);
}

/**
 * The consumer keys as this process knows them: every process reads the system topic from the
 * start with its own volatile group, so a key issued or revoked by any process holds in all; the
 * process that revokes applies it before it answers, so the key is refused at once there.
 */
export class LiveConsumerKeys {
  readonly #keys = new Map<string, KeyState>();
  readonly #useRecorded = new Map<string, number>();
  /** What to do when a key is revoked, per key id: its open streams close. */
  readonly #onRevoke = new Map<string, Set<() => void>>();
  #subscription: Subscription | undefined;
  #log: EventLog | undefined;

  async start(log: EventLog, group: string): Promise<void> {
    this.#log = log;
    this.#subscription = await log.subscribe(
      { group, topics: [SYSTEM_TOPIC], from: 'beginning', volatile: true },
      async (batch) => {
        for (const { event } of batch) this.apply(event.type, event.data, event.time, event.actor);
      },
    );
  }

  async stop(): Promise<void> {
    await this.#subscription?.stop();
  }

  /** Applies one event; applying it again, or out of order with a use, changes nothing more. */
  apply(type: string, data: unknown, time: string | undefined, actor: string | undefined): void {
    const at = time ?? new Date(0).toISOString();
    if (type === CONSUMER_KEY_EVENTS.issued) {
      const issued = data as ConsumerKeyIssuedData;
      if (this.#keys.has(issued.id)) return;
      this.#keys.set(issued.id, {
        id: issued.id,
        name: issued.name,
        topics: issued.topics,
        personalData: issued.personalData === true,
        issuedAt: at,
        issuedBy: actor ?? null,
        lastUsedAt: null,
        revokedAt: null,
        secretHash: Buffer.from(issued.secretHash, 'base64url'),
      });
    } else if (type === CONSUMER_KEY_EVENTS.revoked) {
      const key = this.#keys.get((data as { id: string }).id);
      if (key && !key.revokedAt) key.revokedAt = at;
      if (key) for (const revoked of this.#onRevoke.get(key.id) ?? []) revoked();
    } else if (type === CONSUMER_KEY_EVENTS.used) {
      const used = data as { id: string; at: string };
      const key = this.#keys.get(used.id);
      if (key && (!key.lastUsedAt || used.at > key.lastUsedAt)) key.lastUsedAt = used.at;
    }
  }

  /**
   * Calls `revoked` once the key is revoked, by this process or (read from the log) by any other;
   * at once if it already is. Answers the function that stops watching.
   */
  whenRevoked(id: string, revoked: () => void): () => void {
    if (this.#keys.get(id)?.revokedAt) {
      revoked();
      return () => undefined;
    }
    const watchers = this.#onRevoke.get(id) ?? new Set();
    const once = () => {
      stop();
      revoked();
    };
    const stop = () => {
      watchers.delete(once);
      if (watchers.size === 0) this.#onRevoke.delete(id);
    };
    watchers.add(once);
    this.#onRevoke.set(id, watchers);
    return stop;
  }

  /** Every key, newest first, without its hash. */
  list(): ConsumerKeyView[] {
    return [...this.#keys.values()].map(view).sort((a, b) => b.issuedAt.localeCompare(a.issuedAt));
  }

  get(id: string): ConsumerKeyView | undefined {
    const key = this.#keys.get(id);
    return key && view(key);
  }

  /** Records a new key; answers it with its secret, which is not kept anywhere. */
  async issue(
    input: { name: string; topics: string[]; personalData?: boolean },
    meta: { actor: string; correlationId: string },
  ): Promise<{ key: ConsumerKeyView; secret: string }> {
    const id = randomUUID();
    const secret = `${CONSUMER_KEY_PREFIX}${id}.${randomBytes(32).toString('base64url')}`;
    const data: ConsumerKeyIssuedData = {
      id,
      name: input.name,
      topics: [...new Set(input.topics)],
      personalData: input.personalData === true,
      secretHash: hashOf(secret).toString('base64url'),
    };
    const { events } = await recordEvents(
      this.#eventLog(),
      SYSTEM_TOPIC,
      [{ type: CONSUMER_KEY_EVENTS.issued, subject: `consumer-key:${id}`, data }],
      meta,
    );
    this.apply(events[0]!.type, events[0]!.data, events[0]!.time, events[0]!.actor);
    return { key: this.get(id)!, secret };
  }

  /** Revokes a key; false when there is none by that id. Revoking twice records nothing more. */
  async revoke(
    id: string,
    meta: { actor: string; correlationId: string },
  ): Promise<ConsumerKeyView | undefined> {
    const key = this.#keys.get(id);
    if (!key) return undefined;
    if (!key.revokedAt) {
      const { events } = await recordEvents(
        this.#eventLog(),
        SYSTEM_TOPIC,
        [{ type: CONSUMER_KEY_EVENTS.revoked, subject: `consumer-key:${id}`, data: { id } }],
        meta,
      );
      this.apply(events[0]!.type, events[0]!.data, events[0]!.time, events[0]!.actor);
    }
    return view(key);
  }

  /**
   * The live key a presented secret belongs to. A use is recorded now and then (see
   * USE_RECORD_INTERVAL_MS), before the answer, so a use that was answered is a use that is kept.
   */
  async check(presented: string, now = Date.now()): Promise<KeyCheck> {
    const match = KEY_FORMAT.exec(presented);
    const key = match ? this.#keys.get(match[1]!) : undefined;
    if (!key || key.revokedAt || !timingSafeEqual(hashOf(presented), key.secretHash)) return { ok: false };
    const at = new Date(now).toISOString();
    key.lastUsedAt = at;
    const recorded = this.#useRecorded.get(key.id);
    if (recorded === undefined || now - recorded >= USE_RECORD_INTERVAL_MS) {
      this.#useRecorded.set(key.id, now);
      // The use is worth keeping, not worth refusing the read for: a failure is retried next time.
      await recordEvents(
        this.#eventLog(),
        SYSTEM_TOPIC,
        [{ type: CONSUMER_KEY_EVENTS.used, subject: `consumer-key:${key.id}`, data: { id: key.id, at } }],
        { actor: `consumer-key:${key.id}`, correlationId: randomUUID() },
      ).catch(() => this.#useRecorded.delete(key.id));
    }
    return { ok: true, key: view(key) };
  }

  #eventLog(): EventLog {
    if (!this.#log) throw new Error('consumer keys were not started');
    return this.#log;
  }
}

function view(key: KeyState): ConsumerKeyView {
  const { secretHash: _hash, ...rest } = key;
  return { ...rest, topics: [...rest.topics] };
}

/** Topics a key may be granted: exactly those the feed serves, never a private one. */
export function grantableTopics(): readonly string[] {
  return FEED_TOPICS.filter(isServed);
}

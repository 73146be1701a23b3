import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEmbeddedPlatform, createScaleOutPlatform, type Platform } from '@pintar/core';
import { realEngines } from './realEngines.ts';
import { namespacePrefix } from './testNamespaces.ts';

/**
 * A way to open the backbone for the parity suite. `open` with the same `home` twice gives a
 * second process's view of the same data (a restart).
 */
export interface PlatformFactory {
  name: string;
  newHome(): string;
  open(home: string): Promise<Platform>;
  /** Arguments for tests/support/child-append.ts to open the same platform in a child process. */
  childArgs(home: string): string[];
}

export const embeddedFactory: PlatformFactory = {
  name: 'embedded',
  newHome: () => mkdtempSync(join(tmpdir(), 'pintar-parity-')),
  open: async (home) => createEmbeddedPlatform({ dataDir: home, sqliteSync: 'normal', pollMs: 20 }),
  childArgs: (home) => ['embedded', home],
};

/** Kafka, MongoDB and Elasticsearch; each home is its own database and index prefix. */
export function realFactory(endpoints: {
  kafka: string;
  mongodb: string;
  elasticsearch: string;
}): PlatformFactory {
  return {
    name: 'kafka+mongodb+elasticsearch',
    newHome: () => uniqueName(namespacePrefix('t')).replace(/-/g, '_').toLowerCase(),
    open: (home) =>
      createScaleOutPlatform({
        // The same home gives the same outbox file, as a restarted process would find it.
        dataDir: join(tmpdir(), `pintar-outbox-${home}`),
        kafkaBrokers: endpoints.kafka.split(','),
        mongodbUri: withDatabase(endpoints.mongodb, home),
        elasticsearchUrl: endpoints.elasticsearch,
        indexPrefix: home,
        topicPrefix: home,
        clientId: home,
      }),
    childArgs: (home) => ['real', home],
  };
}

export function withDatabase(uri: string, database: string): string {
  const url = new URL(uri);
  url.pathname = `/${database}`;
  return url.toString();
}

/** The embedded default always; the real engines when they are reachable (see realEngines.ts). */
export function platformFactories(): PlatformFactory[] {
  const endpoints = realEngines();
  return endpoints ? [embeddedFactory, realFactory(endpoints)] : [embeddedFactory];
}

let counter = 0;
export const uniqueName = (prefix: string) =>
  `${prefix}-${process.pid}-${Date.now().toString(36)}-${(counter++).toString(36)}`;

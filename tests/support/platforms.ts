import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEmbeddedPlatform, type Platform } from '@pintar/core';

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

/** Real engines join once their adapters land; until then only the embedded default runs. */
export function platformFactories(): PlatformFactory[] {
  return [embeddedFactory];
}

export const uniqueName = (prefix: string) =>
  `${prefix}-${process.pid}-${Date.now().toString(36)}-${Math.floor(performance.now() * 1000).toString(36)}`;

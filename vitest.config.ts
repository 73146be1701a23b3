import { defineConfig } from 'vitest/config';

// One project per layer: unit tests beside the code, parity and integration and e2e under tests/.

/**
 * Tests wait on state, never on the clock: a wait (`expect.poll`) only bounds how long a failing
 * test takes to say so, and vitest's default of one second fails a correct test whenever other
 * work keeps the cores busy. The same goes for the per-test limits of the layers that start
 * servers and browsers.
 */
const waitOnState = (seconds: number) => ({ expect: { poll: { timeout: seconds * 1000, interval: 50 } } });

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            '{contracts,core,api,workers,web,admin}/src/**/*.unit.test.ts',
            'scripts/**/*.unit.test.ts',
            'bench/**/*.unit.test.ts',
          ],
          environment: 'node',
          testTimeout: 30_000,
          ...waitOnState(10),
        },
      },
      {
        test: {
          // What a person sees of the web's and the admin's components, rendered in jsdom.
          name: 'components',
          include: ['web/src/**/*.component.test.tsx', 'admin/src/**/*.component.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/support/componentsSetup.ts'],
          testTimeout: 30_000,
          ...waitOnState(10),
        },
      },
      {
        test: {
          name: 'parity',
          include: ['tests/parity/**/*.test.ts'],
          // Starts the official images with testcontainers when Docker is reachable and no
          // endpoints are given; otherwise it leaves the environment alone.
          globalSetup: ['tests/support/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          ...waitOnState(30),
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          ...waitOnState(30),
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/support/globalSetup.ts'],
          testTimeout: 180_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          ...waitOnState(60),
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 240_000,
          hookTimeout: 240_000,
          fileParallelism: false,
          ...waitOnState(60),
        },
      },
    ],
  },
});

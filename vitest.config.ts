import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit tests (core, web) and API tests (server, against a real PostgreSQL) in one run.
// Browser tests live in e2e/ with their own config.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'core', include: ['core/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'web', include: ['web/src/**/*.test.{ts,tsx}'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['server/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // The API tests wait on PostgreSQL and password hashing more than they compute: two files at
          // a time even on two cores (Vitest's default there is one). Each test makes its own people and
          // scopes any background round to them, so files sharing the database do not see each other.
          maxWorkers: Math.max(2, availableParallelism() - 1),
          // A group of its own (after core and web, in the same run): Vitest runs projects with
          // different worker counts one group after the other.
          sequence: { groupOrder: 1 },
        },
      },
      {
        // npm run test:resilience: generated requests against every route, and who may reach what.
        test: {
          name: 'resilience',
          include: ['server/resilience/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 900_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});

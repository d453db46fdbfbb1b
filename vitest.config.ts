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

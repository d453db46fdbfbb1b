import { defineConfig } from 'vitest/config';

// Browser tests: the built server in its own process, driven through Debian's Chromium. Two spec
// files run at once (each with its own Chromium and its own accounts): the suite is mostly waiting
// on pages, so two at a time roughly halves it on a two-core machine.
export default defineConfig({
  test: {
    name: 'e2e',
    root: '.',
    include: ['e2e/**/*.spec.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A page under load may take seconds to settle: polls wait as long as Playwright's own waits do.
    expect: { poll: { timeout: 10_000 } },
  },
});

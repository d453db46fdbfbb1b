/* eslint-disable @typescript-eslint/consistent-type-definitions -- vitest's ProvidedContext is extended by interface merging */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { SERVER_BUNDLE, startBuiltApp } from './built-app';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');

/** Starts the built app exactly as `npm start` runs it: embedded PostgreSQL, demo account seeded. */
export default async function setup(project: TestProject) {
  if (!existsSync(SERVER_BUNDLE) || !existsSync(path.join(root, 'web/dist/index.html'))) {
    throw new Error('Browser tests need the built app: run `npm run build` first.');
  }
  // Reminder tests publish to an ntfy stand-in on 127.0.0.1, and webhook tests deliver to a plain
  // http:// receiver there, which the server refuses by default; deliveries are polled every second.
  const app = await startBuiltApp({
    NTFY_ALLOW_PRIVATE_NETWORKS: 'true',
    WEBHOOK_ALLOW_HTTP: 'true',
    WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
    WEBHOOK_POLL_SECONDS: '1',
  });
  // The server's first account becomes its admin (with an Admin link in the menus): an operator's
  // account made here first keeps every test's person an ordinary one, whichever test runs first.
  const operator = await fetch(`${app.url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: 'operator',
      email: 'operator@example.com',
      displayName: 'Operator',
      password: 'operator-password-e2e',
      timeZone: 'UTC',
    }),
  });
  if (operator.status !== 201) throw new Error(`The operator's account was not made: ${operator.status} ${await operator.text()}`);
  project.provide('baseUrl', app.url);
  return app.stop;
}

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
  const app = await startBuiltApp();
  project.provide('baseUrl', app.url);
  return app.stop;
}

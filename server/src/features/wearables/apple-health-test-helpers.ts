import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ImportJob } from '@uh/core/wearables/wearables.schema';
import { expect } from 'vitest';
import type { App } from '../../app';
import { createTestApp, newAccount, sessionCookieOf } from '../../../test/test-app';

const here = path.dirname(fileURLToPath(import.meta.url));
export const FIXTURE_XML = readFileSync(path.resolve(here, '../../../test/fixtures/apple-health/export.xml'), 'utf8');
/** Real exports that parser projects publish as fixtures (their sources and licences in its README). */
export const PUBLISHED_EXPORTS_DIR = path.resolve(here, '../../../test/fixtures/apple-health/published');

export const IMPORTS_URL = '/api/wearables/apple-health/imports';

/** The real app with its own data folder, so its uploads and its resumes touch nothing else. */
export async function createImportApp(env: Record<string, string> = {}): Promise<{ app: App; dataDir: string }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'uh-import-test-'));
  return { app: await createTestApp({ ...env, DATA_DIR: dataDir }), dataDir };
}

/** A new account living in New York (the fixture's days are New York days). */
export async function signUpIn(app: App, timeZone = 'America/New_York') {
  const account = newAccount();
  const response = await app.inject({ method: 'POST', url: '/api/register', payload: { ...account, timeZone } });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return { cookie: sessionCookieOf(response), user: response.json() as { id: number } };
}

export function upload(app: App, cookie: string, body: Buffer | string, type = 'application/xml', fileName = 'export.xml') {
  return app.inject({
    method: 'POST',
    url: `${IMPORTS_URL}?fileName=${encodeURIComponent(fileName)}`,
    headers: { cookie, 'content-type': type },
    payload: body,
  });
}

/** Polls the job as the page does until it has ended. */
export async function waitForJob(app: App, cookie: string, id: number, timeoutMs = 25_000): Promise<ImportJob> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await app.inject({ method: 'GET', url: `${IMPORTS_URL}/${id}`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const job = response.json() as ImportJob;
    if (job.status === 'succeeded' || job.status === 'failed') return job;
    if (Date.now() > deadline) throw new Error(`import ${id} still ${job.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Uploads a file and waits for its import to end. */
export async function importFile(app: App, cookie: string, body: Buffer | string, type?: string, fileName?: string): Promise<ImportJob> {
  const response = await upload(app, cookie, body, type, fileName);
  expect(response.statusCode, response.body).toBe(202);
  return waitForJob(app, cookie, (response.json() as ImportJob).id);
}

export async function readings(app: App, cookie: string, userId: number) {
  const response = await app.inject({ method: 'GET', url: `/api/biometrics/${userId}?limit=100`, headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return (response.json() as Record<string, unknown>[]).sort((a, b) => String(a.localDay).localeCompare(String(b.localDay)));
}

import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeWearables, type FakeWearables } from '../test/fake-wearables';
import { callServer, cookieFrom, killServers, startServerProcess, type ServerProcess } from '../test/server-process';
import { newAccount } from '../test/test-app';
import { fakeWearableEnv } from '../src/features/wearables/wearable-test-helpers';
import { createOwnDatabase } from './own-database';
import { MB, peakRssDuring, pieces, rssMb, streamedBody, streamedZip, TRUNCATED_WAVS } from './malformed-payloads';

/*
 * Hostile files against one real app process: truncated WAV chunks, export.xml files with a
 * 200 MB attribute, ZIP bombs (honest and forged headers) and a wearable answering 400 MB. Every
 * answer is a 4xx with a message, or, for the background import and sync, a recorded failure
 * with one; and the server's resident memory stays within 200 MB of where it started.
 */

const MAX_GROWTH_MB = 200;

let database: Awaited<ReturnType<typeof createOwnDatabase>> | undefined;
let fake: FakeWearables;
let server: ServerProcess;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'uh-malformed-'));
const figures: string[] = [];

beforeAll(async () => {
  database = await createOwnDatabase('uh_malformed');
  fake = await startFakeWearables();
  server = await startServerProcess({
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    SEED_DEMO_ACCOUNT: 'false',
    STT_PROVIDER: 'none',
    ...fakeWearableEnv(fake),
  });
});

afterAll(async () => {
  console.log(`Server memory (RSS) under malformed uploads:\n${figures.join('\n')}`);
  await killServers(server ? [server] : []);
  await fake?.close();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function signUp(): Promise<string> {
  const registered = await callServer(server, 'POST', '/api/register', null, newAccount());
  expect(registered.status).toBe(201);
  return cookieFrom(registered);
}

/** Runs `work` and checks the server's memory stayed within bounds of where it was before. */
async function withinMemory<T>(label: string, work: () => Promise<T>): Promise<T> {
  const pid = server.child.pid!;
  const before = rssMb(pid);
  const { result, peakMb } = await peakRssDuring(pid, work);
  figures.push(`  ${label}: ${before.toFixed(0)} MB before, ${peakMb.toFixed(0)} MB at most (+${(peakMb - before).toFixed(0)} MB)`);
  expect(peakMb - before, label).toBeLessThan(MAX_GROWTH_MB);
  return result;
}

type ImportJob = { id: number; status: string; error: string | null };

/** Uploads a file as the Settings page does and waits for its import to end. */
async function importEnds(cookie: string, body: Buffer | ReadableStream<Uint8Array>, type: string): Promise<ImportJob> {
  const response = await fetch(`${server.url}/api/wearables/apple-health/imports?fileName=export.zip`, {
    method: 'POST',
    headers: { cookie, 'content-type': type },
    body,
    duplex: 'half',
  } as RequestInit);
  const accepted = (await response.json()) as ImportJob & { message?: string };
  if (response.status !== 202) {
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(accepted.message).toEqual(expect.any(String));
    return { id: 0, status: 'refused', error: accepted.message! };
  }
  for (const deadline = Date.now() + 120_000; Date.now() < deadline;) {
    const job = (await (await callServer(server, 'GET', `/api/wearables/apple-health/imports/${accepted.id}`, cookie)).json()) as ImportJob;
    if (job.status === 'failed' || job.status === 'succeeded') return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`import ${accepted.id} did not end`);
}

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n<HealthData locale="en_US">\n';
const hugeAttribute = () =>
  pieces(`${HEAD} <Record type="HKQuantityTypeIdentifierBodyMass" unit="kg" value="`, '7', MB, 200, '"/>\n</HealthData>\n');
const recordBomb = () => pieces(HEAD, ' <Record type="HKQuantityTypeIdentifierStepCount" value="1"/>\n', MB, 512, '</HealthData>\n');

describe('malformed uploads', () => {
  it('answers each truncated WAV with 400 and a message', async () => {
    const cookie = await signUp();
    await withinMemory('truncated WAV chunks', async () => {
      for (const [name, wav] of TRUNCATED_WAVS) {
        const form = new FormData();
        form.append('audio', new Blob([new Uint8Array(wav)], { type: 'audio/wav' }), 'voice_recording');
        const response = await fetch(`${server.url}/api/voice/process`, { method: 'POST', headers: { cookie }, body: form });
        expect(response.status, name).toBe(400);
        expect(await response.json(), name).toEqual({ message: 'audio: The file is not an audio recording: send a WAV file.' });
      }
    });
  });

  it('fails two export.xml files with a 200 MB attribute at once, saying why', async () => {
    const forged = await streamedZip('apple_health_export/export.xml', hugeAttribute(), 64 * 1024);
    const honest = await streamedZip('apple_health_export/export.xml', hugeAttribute());
    const [first, second] = [await signUp(), await signUp()];
    const jobs = await withinMemory('two ZIPs with a 200 MB attribute, at once', () =>
      Promise.all([importEnds(first, forged, 'application/zip'), importEnds(second, honest, 'application/zip')]),
    );
    for (const job of jobs) {
      expect(job.status).toBe('failed');
      expect(job.error).toMatch(/^This file is not an Apple Health export: /);
    }
    const bare = await signUp();
    const job = await withinMemory('an export.xml of 200 MB with one attribute, sent unzipped', () =>
      importEnds(bare, streamedBody(hugeAttribute()), 'application/xml'),
    );
    expect(job).toMatchObject({ status: 'failed', error: expect.stringMatching(/holds a value, or nests elements, far beyond/) });
  });

  it('fails ZIP bombs, with honest and with forged sizes, saying why', async () => {
    for (const [label, declared] of [
      ['a ZIP bomb of 512 MB', undefined],
      ['a ZIP bomb of 512 MB whose headers say 64 KB', 64 * 1024],
    ] as const) {
      const bomb = await streamedZip('apple_health_export/export.xml', recordBomb(), declared);
      expect(bomb.length).toBeLessThan(2 * MB);
      const cookie = await signUp();
      const job = await withinMemory(label, () => importEnds(cookie, bomb, 'application/zip'));
      expect(job.status, label).toBe('failed');
      expect(job.error, label).toMatch(/^This file is not an Apple Health export: it unpacks to far more data than an export would/);
    }
  });

  it('records a failed sync with a message when a wearable answers 400 MB', async () => {
    const cookie = await signUp();
    const started = (await (await callServer(server, 'POST', '/api/wearables/oura/connect', cookie)).json()) as { authorizeUrl: string };
    const consent = await fetch(started.authorizeUrl, { redirect: 'manual' });
    const back = new URL(consent.headers.get('location') ?? '');
    fake.answerOversizedNext('oura', 400 * MB);
    type Connection = { status: string; attentionReason: string | null };
    const connection = await withinMemory('a wearable answering 400 MB', async () => {
      const callback = await fetch(`${server.url}${back.pathname}${back.search}`, { headers: { cookie }, redirect: 'manual' });
      expect(callback.headers.get('location')).toMatch(/connect=connected/);
      for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
        const { providers } = (await (await callServer(server, 'GET', '/api/wearables', cookie)).json()) as {
          providers: { provider: string; connection: Connection | null }[];
        };
        const oura = providers.find((entry) => entry.provider === 'oura')?.connection;
        if (oura?.status === 'needs_attention') return oura;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('the sync did not fail');
    });
    expect(connection.attentionReason).toBe('Failed to connect to Oura: it sent an answer larger than 8 MB. The next sync will try again.');
    expect(fake.oversizedBytesSent()).toBeLessThan(64 * MB);
    figures.push(`  (the wearable got to send ${(fake.oversizedBytesSent() / MB).toFixed(0)} MB of its 400 MB answer)`);
  });
});

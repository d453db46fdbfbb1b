import { createServer, connect } from 'node:net';
import os from 'node:os';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { reminderDeliveries } from '../db/schema';
import { createLocalSttProvider } from '../providers/stt/local/local-stt-provider';
import type { MoonshineThread } from '../providers/stt/local/moonshine-thread';
import { createTestApp, signUp, testDatabase } from '../../test/test-app';
import { METRICS_OFF_MESSAGE, METRICS_TOKEN_MESSAGE, metricsStartupLine } from './metrics';

const TOKEN = 'metrics-token-for-the-tests-0123456789';

type Sample = { name: string; labels: Record<string, string>; value: number };

/** Reads the Prometheus text format strictly: any line that is neither a comment nor a sample fails the test. */
function parsePrometheusText(body: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of body.split('\n')) {
    if (line === '') continue;
    if (line.startsWith('#')) {
      expect(line, line).toMatch(/^# (HELP|TYPE) [a-zA-Z_:][a-zA-Z0-9_:]* .+$/);
      continue;
    }
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)(?: \d+)?$/.exec(line);
    expect(match, line).not.toBeNull();
    const [, name, labelText = '', value] = match!;
    const labels: Record<string, string> = {};
    for (const [, key, raw] of labelText.matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) labels[key!] = raw!;
    // Prometheus reads values as Go's ParseFloat does: NaN and Inf in any case (prom-client writes "Nan").
    const number = /^nan$/i.test(value!)
      ? NaN
      : /^[+-]?inf$/i.test(value!)
        ? value!.startsWith('-')
          ? -Infinity
          : Infinity
        : Number(value);
    expect(Number.isNaN(number) && !/^nan$/i.test(value!), line).toBe(false);
    samples.push({ name: name!, labels, value: number });
  }
  return samples;
}

const valueOf = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.find((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value))?.value;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('GET /metrics without METRICS_TOKEN or METRICS_PORT', () => {
  it('answers 404 with a message, not the web app, and start-up says so', async () => {
    const app = await createTestApp();
    const response = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: METRICS_OFF_MESSAGE });
    expect(metricsStartupLine({ metrics: { token: null, port: null } })).toMatch(/off: \/metrics answers 404/);
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  const scrape = () => app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });

  it('refuses a missing or wrong token with 401 and a message', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const response = await app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.json()).toEqual({ message: METRICS_TOKEN_MESSAGE });
    }
  });

  it('counts requests by route pattern, never by the path asked for, and times them', async () => {
    await app.inject({ method: 'GET', url: '/api/experiments/987654321' });
    await app.inject({ method: 'GET', url: '/api/no-such-thing/424242' });
    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const samples = parsePrometheusText(response.body);
    const experiment = { method: 'GET', route: '/api/experiments/:id', status_class: '4xx' };
    expect(valueOf(samples, 'uh_http_requests_total', experiment)).toBeGreaterThanOrEqual(1);
    expect(valueOf(samples, 'uh_http_requests_total', { route: 'unmatched', status_class: '4xx' })).toBeGreaterThanOrEqual(1);
    expect(response.body).not.toContain('987654321');
    expect(response.body).not.toContain('424242');
    expect(
      valueOf(samples, 'uh_http_request_duration_seconds_count', { method: 'GET', route: '/api/experiments/:id' }),
    ).toBeGreaterThanOrEqual(1);
  });

  it("reports the pool, the process and the database's migrations", async () => {
    const samples = parsePrometheusText((await scrape()).body);
    expect(valueOf(samples, 'uh_database_pool_connections')).toBeGreaterThanOrEqual(1);
    expect(valueOf(samples, 'uh_database_pool_idle_connections')).toBeGreaterThanOrEqual(0);
    expect(valueOf(samples, 'uh_database_pool_waiting_requests')).toBe(0);
    expect(valueOf(samples, 'uh_database_pool_max_connections')).toBe(4);
    expect(valueOf(samples, 'uh_database_up')).toBe(1);
    expect(valueOf(samples, 'uh_database_migrations_pending')).toBe(0);
    expect(valueOf(samples, 'uh_process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('reads the reminder queue from the database at each scrape: a pending row shows, and goes when it does', async () => {
    const { user } = await signUp(app);
    const { db } = testDatabase();
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    const row = { userId: user.id, kind: 'fastTarget', channel: 'ntfy', expiresAt: new Date(Date.now() + 3_600_000) };
    // Other files share the database and leave pending rows of their own, none of them years old:
    // twenty years makes this row the oldest whatever else runs.
    const oldDays = 20 * 365;
    const [pending] = await db
      .insert(reminderDeliveries)
      .values({ ...row, occurrenceKey: 'metrics:pending', dueAt: daysAgo(oldDays), nextAttemptAt: daysAgo(oldDays), attempts: 1 })
      .returning({ id: reminderDeliveries.id });
    await db
      .insert(reminderDeliveries)
      .values({ ...row, occurrenceKey: 'metrics:failed', dueAt: daysAgo(1), nextAttemptAt: daysAgo(1), status: 'failed' });

    const queue = { queue: 'reminder_deliveries' };
    const withRow = parsePrometheusText((await scrape()).body);
    expect(valueOf(withRow, 'uh_queue_pending_jobs', queue)).toBeGreaterThanOrEqual(1);
    expect(valueOf(withRow, 'uh_queue_due_jobs', queue)).toBeGreaterThanOrEqual(1);
    expect(valueOf(withRow, 'uh_queue_retrying_jobs', queue)).toBeGreaterThanOrEqual(1);
    expect(valueOf(withRow, 'uh_queue_oldest_due_age_seconds', queue)).toBeGreaterThanOrEqual(oldDays * 86_400 - 60);
    expect(valueOf(withRow, 'uh_queue_finished_jobs', { ...queue, outcome: 'given_up' })).toBeGreaterThanOrEqual(1);
    expect(valueOf(withRow, 'uh_queue_pending_jobs', { queue: 'webhook_deliveries' })).toBeGreaterThanOrEqual(0);

    await db.delete(reminderDeliveries).where(eq(reminderDeliveries.id, pending!.id));
    const without = parsePrometheusText((await scrape()).body);
    expect(valueOf(without, 'uh_queue_oldest_due_age_seconds', queue)).toBeLessThan(oldDays * 86_400 - 60);
  });
});

describe('the speech engine in the metrics', () => {
  it('reports an engine on this server: its model, whether it reads, and the recordings waiting', async () => {
    let finish = () => {};
    const held = new Promise<void>((resolve) => (finish = resolve));
    const thread: MoonshineThread = { load: async () => 0, decode: () => held.then(() => ''), close: async () => {} };
    const stt = createLocalSttProvider({ modelSize: 'base', dataDir: os.tmpdir(), thread });
    const app = await createTestApp({ METRICS_TOKEN: TOKEN }, { sttProvider: stt });
    const scrape = async () =>
      parsePrometheusText((await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body);
    try {
      const idle = await scrape();
      expect(valueOf(idle, 'uh_speech_engine_info', { engine: 'local' })).toBe(1);
      expect(valueOf(idle, 'uh_speech_engine_model_state', { state: 'unloaded' })).toBe(1);
      expect(valueOf(idle, 'uh_speech_engine_model_state', { state: 'ready' })).toBe(0);
      expect(valueOf(idle, 'uh_speech_engine_reading')).toBe(0);

      const audio = { samples: new Float32Array(16_000), wav: Buffer.alloc(0), durationSeconds: 1 };
      const reading = [1, 2, 3].map(() => stt.transcribe(audio, new AbortController().signal));
      await expect.poll(async () => valueOf(await scrape(), 'uh_speech_engine_waiting_recordings')).toBe(2);
      const busy = await scrape();
      expect(valueOf(busy, 'uh_speech_engine_reading')).toBe(1);
      expect(valueOf(busy, 'uh_speech_engine_model_state', { state: 'ready' })).toBe(1);
      finish();
      await Promise.all(reading);
    } finally {
      await app.close();
      await stt.close();
    }
  });

  it('names an engine elsewhere, or none, without a queue of its own', async () => {
    const app = await createTestApp({ METRICS_TOKEN: TOKEN });
    const samples = parsePrometheusText(
      (await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body,
    );
    expect(valueOf(samples, 'uh_speech_engine_info', { engine: 'none' })).toBe(1);
    expect(valueOf(samples, 'uh_speech_engine_waiting_recordings')).toBeUndefined();
    await app.close();
  });
});

describe('METRICS_PORT', () => {
  let app: App;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    app = await createTestApp({ METRICS_PORT: String(port) });
    await app.ready();
  });
  afterAll(() => app.close());

  it('serves the metrics on 127.0.0.1 at that port without a token, and not on the app port', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(response.status).toBe(200);
    const samples = parsePrometheusText(await response.text());
    expect(valueOf(samples, 'uh_database_pool_max_connections')).toBe(4);

    const onAppPort = await app.inject({ method: 'GET', url: '/metrics' });
    expect(onAppPort.statusCode).toBe(404);
    expect(onAppPort.json()).toEqual({ message: METRICS_OFF_MESSAGE });
    expect(metricsStartupLine({ metrics: { token: null, port } })).toBe(`Metrics are served at http://127.0.0.1:${port}/metrics`);
  });

  it('is bound to 127.0.0.1 alone: another loopback address is refused', async () => {
    const outcome = await new Promise<string>((resolve) => {
      const socket = connect({ host: '127.0.0.2', port });
      socket.once('connect', () => {
        socket.destroy();
        resolve('connected');
      });
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
    expect(outcome).toBe('ECONNREFUSED');
  });
});

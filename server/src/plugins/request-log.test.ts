import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../../test/test-app';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createRateLimiter } from '../lib/rate-limit';

type Line = { level: number; msg: string; reqId?: string; statusCode?: number; path?: string; responseTimeMs?: number };

/** The real app logging into memory at `level`, with routes that fail and one that is slow. */
async function loggingApp(level: string, env: Record<string, string> = {}) {
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(text) as Line);
      done();
    },
  });
  const { db } = testDatabase();
  const config = loadConfig({ NODE_ENV: 'test', SECRETS_KEY: 'a-test-secrets-key-that-is-long-enough', ...env });
  const ctx = { config, db, limiter: createRateLimiter(db), checkDatabase: async () => void (await db.execute(sql`SELECT 1`)) };
  const app = await buildApp(ctx, { logger: { level, stream }, webDistDir: '/nonexistent-web-dist' });
  app.get('/api/test-only/boom', { config: { isPublic: true } }, async () => {
    throw new Error('a bug');
  });
  app.get('/api/test-only/slow', { config: { isPublic: true } }, async () => {
    await new Promise((resolve) => setTimeout(resolve, 60));
    return { ok: true };
  });
  afterAll(() => app.close());
  return { app, lines };
}

const completions = (lines: Line[]) => lines.filter((line) => line.msg === 'request completed' || line.msg === 'slow request');

describe('request logging', () => {
  it('writes a line with the request id for 4xx and 5xx answers and none for a quick 2xx', async () => {
    const { app, lines } = await loggingApp('info');
    await app.inject({ method: 'GET', url: '/healthz' });
    await app.inject({ method: 'GET', url: '/api/user?email=someone@example.com', headers: { 'x-request-id': 'signed-out-1' } });
    await app.inject({ method: 'GET', url: '/api/test-only/boom', headers: { 'x-request-id': 'broken-1' } });

    const logged = completions(lines);
    expect(logged.map((line) => [line.reqId, line.statusCode, line.path])).toEqual([
      ['signed-out-1', 401, '/api/user'],
      ['broken-1', 500, '/api/test-only/boom'],
    ]);
    expect(logged[1]!.level).toBe(50);
    // The query string (personal data) stays out of the log.
    expect(JSON.stringify(lines)).not.toContain('someone@example.com');
    // The error handler's own line, with the same id, says what failed.
    expect(lines.some((line) => line.msg === 'Unhandled error' && line.reqId === 'broken-1')).toBe(true);
  });

  it('logs a successful answer when it was slower than SLOW_REQUEST_MS', async () => {
    const { app, lines } = await loggingApp('info', { SLOW_REQUEST_MS: '50' });
    await app.inject({ method: 'GET', url: '/api/test-only/slow', headers: { 'x-request-id': 'slow-1' } });
    const [line] = completions(lines);
    expect(line).toMatchObject({ msg: 'slow request', reqId: 'slow-1', statusCode: 200, level: 40 });
    expect(line!.responseTimeMs).toBeGreaterThanOrEqual(50);
  });

  it('logs every request at debug', async () => {
    const { app, lines } = await loggingApp('debug');
    await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'quick-1' } });
    expect(completions(lines).map((line) => [line.reqId, line.statusCode])).toEqual([['quick-1', 200]]);
  });
});

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabase, uniqueName } from '../../test/test-app';
import { createRateLimiter } from './rate-limit';

const WINDOW_MS = 60_000;

describe('createRateLimiter', () => {
  it('gives each of many parallel hits its own count, in one atomic statement', async () => {
    const { db } = testDatabase();
    const limiter = createRateLimiter(db);
    const key = uniqueName('parallel');
    const states = await Promise.all(Array.from({ length: 50 }, () => limiter.hit(key, WINDOW_MS)));
    expect(states.map((state) => state.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
    expect((await limiter.peek(key, WINDOW_MS)).count).toBe(50);
  });

  it('starts a new window once the old one has ended', async () => {
    const { db } = testDatabase();
    const limiter = createRateLimiter(db);
    const key = uniqueName('window');
    await limiter.hit(key, WINDOW_MS);
    await limiter.hit(key, WINDOW_MS);
    await db.execute(sql`UPDATE rate_limits SET window_started_at = now() - interval '2 minutes' WHERE key = ${key}`);
    expect((await limiter.peek(key, WINDOW_MS)).count).toBe(0);
    const state = await limiter.hit(key, WINDOW_MS);
    expect(state.count).toBe(1);
    expect(state.retryAfterSeconds).toBeGreaterThan(55);
  });

  it('takes one attempt back with refund, never below zero', async () => {
    const { db } = testDatabase();
    const limiter = createRateLimiter(db);
    const key = uniqueName('refund');
    await limiter.hit(key, WINDOW_MS);
    await limiter.hit(key, WINDOW_MS);
    await limiter.refund(key);
    expect((await limiter.peek(key, WINDOW_MS)).count).toBe(1);
    await limiter.refund(key);
    await limiter.refund(key);
    expect((await limiter.peek(key, WINDOW_MS)).count).toBe(0);
    await limiter.refund(uniqueName('never-hit'));
  });
});

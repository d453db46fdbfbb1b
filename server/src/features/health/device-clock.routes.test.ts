import { beforeAll, describe, expect, it } from 'vitest';
import { CLOCK_SKEW_MS } from '@uh/core/protocols/protocols.schema';
import type { App } from '../../app';
import { createTestApp, signUp } from '../../../test/test-app';

// Device clocks run a little ahead (docs/decisions/0030-device-clock-tolerance.md).

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});

const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();
const coldSession = (timestamp: string) => ({ exposureMethod: 'ice_bath', temperature: 50, duration: 120, timestamp });

describe('times from a device whose clock runs ahead', () => {
  it('stores a session a few minutes ahead of the server as sent, and refuses one further ahead by its field', async () => {
    const { cookie } = await signUp(app);
    const post = (url: string, payload: Record<string, unknown>) => app.inject({ method: 'POST', url, headers: { cookie }, payload });

    const nearlyNow = fromNow(CLOCK_SKEW_MS - 30_000);
    const kept = await post('/api/protocols/cold', coldSession(nearlyNow));
    expect(kept.statusCode).toBe(201);
    expect(Date.parse(kept.json<{ timestamp: string }>().timestamp)).toBe(Date.parse(nearlyNow));
    expect((await post('/api/biometrics', { weight: 170, timestamp: nearlyNow })).statusCode).toBe(201);
    expect((await post('/api/protocols/fasting', { targetHours: 16, startTime: nearlyNow })).statusCode).toBe(201);

    const hourAhead = await post('/api/protocols/cold', coldSession(fromNow(3600_000)));
    expect(hourAhead.statusCode).toBe(400);
    expect(hourAhead.json()).toEqual({ message: 'timestamp: timestamp cannot be in the future' });
  });

  it("tells the time by the server's clock, which the app uses to save a refused time anew", async () => {
    // The Date header has whole seconds, and Node refreshes the one it sends about once a second.
    const before = Math.floor(Date.now() / 1000) * 1000 - 1000;
    const answer = await app.inject({ method: 'GET', url: '/healthz' });
    expect(answer.statusCode).toBe(200);
    const date = Date.parse(String(answer.headers.date));
    expect(date).toBeGreaterThanOrEqual(before);
    expect(date).toBeLessThanOrEqual(Date.now());
  });
});

import { addDays } from '@uh/core/common/calendar.logic';
import type { BiometricLog } from '@uh/core/biometrics/biometrics.schema';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { wearableConnections } from '../../db/schema';
import { type FakeWearables, startFakeWearables } from '../../../test/fake-wearables';
import { createTestApp, signUp, testDatabase } from '../../../test/test-app';
import { connectionOf, connectThroughConsent, fakeWearableEnv, lastDays, providersOf, waitForSync } from './wearable-test-helpers';

let fake: FakeWearables;
let app: App;
// Oura serves the same 100 days to every account here: each connection brings in the last 90.
const OURA_DAYS = lastDays(100);
beforeAll(async () => {
  fake = await startFakeWearables({ pageSize: 2 });
  fake.seedDays('oura', OURA_DAYS);
  app = await createTestApp(fakeWearableEnv(fake));
});
afterAll(() => fake.close());

const readingsOf = async (cookie: string, userId: number): Promise<BiometricLog[]> =>
  (await app.inject({ method: 'GET', url: `/api/biometrics/${userId}?limit=200`, headers: { cookie } })).json();
const dataRequests = (provider: 'oura' | 'whoop' | 'withings', since = 0) =>
  fake.requests
    .slice(since)
    .filter((request) => request.provider === provider && !/oauth|authorize|revoke|user\/access/.test(request.path));
const sync = (cookie: string, provider: string) =>
  app.inject({ method: 'POST', url: `/api/wearables/${provider}/sync`, headers: { cookie } });

describe('Connected devices on a server without wearable settings', () => {
  let bare: App;
  beforeAll(async () => {
    bare = await createTestApp();
  });

  it('lists every provider as not set up, without the operator’s setting names, and refuses to connect', async () => {
    const { cookie } = await signUp(bare);
    const answer = await bare.inject({ method: 'GET', url: '/api/wearables', headers: { cookie } });
    const providers = answer.json().providers;
    expect(providers.map((entry: { provider: string }) => entry.provider)).toEqual(['oura', 'whoop', 'withings']);
    expect(providers[0]).toEqual({ provider: 'oura', name: 'Oura', readings: expect.any(String), configured: false, connection: null });
    // The environment variable names are for operators (docs/wearables.md), not for every person.
    expect(answer.body).not.toMatch(/CLIENT_ID|CLIENT_SECRET/);
    const connect = await bare.inject({ method: 'POST', url: '/api/wearables/oura/connect', headers: { cookie } });
    expect(connect.statusCode).toBe(409);
    expect(connect.json()).toEqual({ message: 'Oura is not set up on this server.' });
  });

  it('answers an unknown wearable with docs/product.md’s message, and needs a session', async () => {
    const { cookie } = await signUp(bare);
    const unknown = await bare.inject({ method: 'POST', url: '/api/wearables/fitbit/connect', headers: { cookie } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Unsupported wearable type' });
    expect((await bare.inject({ method: 'GET', url: '/api/wearables' })).statusCode).toBe(401);
  });
});

describe('connecting Oura', () => {
  it('sends the person to the consent page with state and PKCE, then backfills 90 days page by page', async () => {
    const days = OURA_DAYS;
    const { cookie, user } = await signUp(app);
    const since = fake.requests.length;
    const { authorizeUrl, location } = await connectThroughConsent(app, cookie, 'oura');
    expect(authorizeUrl.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/wearables/oura/callback');
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorizeUrl.searchParams.get('state')).toMatch(/^[\w-]{32}$/);
    expect(location).toBe('/settings/devices?wearable=oura&connect=connected#connected-devices');

    const connection = await waitForSync(app, cookie, 'oura');
    expect(connection).toMatchObject({ status: 'connected', attentionReason: null, syncedThrough: days.at(-1), readings: 90 });
    const readiness = dataRequests('oura', since).filter((request) => request.path.endsWith('daily_readiness'));
    expect(readiness[0]?.query.start_date).toBe(days[10]);
    expect(readiness.length).toBeGreaterThan(40);
    expect(readiness.some((request) => request.query.next_token)).toBe(true);

    const readings = (await readingsOf(cookie, user.id)).filter((log) => log.wearableSource === 'oura');
    expect(readings).toHaveLength(90);
    const today = readings.find((log) => log.localDay === days.at(-1));
    const expected = fake.expectedDay('oura', days.at(-1)!, 'UTC')!;
    expect(today).toMatchObject({
      readinessScore: expected.readinessScore,
      temperatureDeviation: expected.temperatureDeviationC,
      bodyTemperature: null,
      hrv: expected.hrvMs,
      hrvMethod: 'rmssd',
      heartRate: expected.heartRate,
      sleepDuration: Math.round((expected.sleepSeconds! / 3600) * 100) / 100,
    });
  });

  it('keeps the tokens encrypted at rest', async () => {
    const { cookie, user } = await signUp(app);
    const since = fake.requests.length;
    await connectThroughConsent(app, cookie, 'oura');
    await waitForSync(app, cookie, 'oura');
    const bearer = dataRequests('oura', since)[0]!.authorization!.replace('Bearer ', '');
    const [row] = await testDatabase().db.select().from(wearableConnections).where(eq(wearableConnections.userId, user.id));
    expect(row!.accessToken).toMatch(/^v1\./);
    expect(row!.accessToken).not.toContain(bearer);
    expect(JSON.stringify(row)).not.toContain(bearer);
  });

  it('syncs incrementally from just before the last synced day, without counting a day twice', async () => {
    const days = OURA_DAYS;
    const { cookie, user } = await signUp(app);
    await connectThroughConsent(app, cookie, 'oura');
    const first = await waitForSync(app, cookie, 'oura');
    const since = fake.requests.length;
    expect((await sync(cookie, 'oura')).statusCode).toBe(202);
    const second = await waitForSync(app, cookie, 'oura', first.lastSyncAt);
    const readiness = dataRequests('oura', since).filter((request) => request.path.endsWith('daily_readiness'));
    expect(readiness[0]?.query.start_date).toBe(addDays(days.at(-1)!, -2));
    expect(second.readings).toBe(first.readings);
    const rows = await testDatabase().db.execute<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM biometric_logs WHERE user_id = ${user.id} GROUP BY local_day HAVING count(*) > 1`,
    );
    expect(rows.rows).toEqual([]);
  });

  it('refreshes an expired access token and carries on', async () => {
    const { cookie } = await signUp(app);
    await connectThroughConsent(app, cookie, 'oura');
    const first = await waitForSync(app, cookie, 'oura');
    fake.expireAccessTokens('oura');
    const since = fake.requests.length;
    await sync(cookie, 'oura');
    const second = await waitForSync(app, cookie, 'oura', first.lastSyncAt);
    expect(second).toMatchObject({ status: 'connected', attentionReason: null });
    expect(fake.requests.slice(since).some((request) => request.body.grant_type === 'refresh_token')).toBe(true);
  });

  it('needs attention when the refresh token is refused, keeps the readings, and clears after connecting again', async () => {
    const { cookie, user } = await signUp(app);
    await connectThroughConsent(app, cookie, 'oura');
    const first = await waitForSync(app, cookie, 'oura');
    fake.expireAccessTokens('oura');
    fake.revokeRefreshTokens('oura');
    await sync(cookie, 'oura');
    const failed = await waitForSync(app, cookie, 'oura', first.lastSyncAt);
    expect(failed).toMatchObject({
      status: 'needs_attention',
      attentionReason: 'Oura no longer accepts this connection (its access expired or was withdrawn). Connect again to resume syncing.',
      readings: 90,
    });
    expect((await readingsOf(cookie, user.id)).filter((log) => log.wearableSource === 'oura')).toHaveLength(90);
    await connectThroughConsent(app, cookie, 'oura');
    expect(await waitForSync(app, cookie, 'oura', failed.lastSyncAt)).toMatchObject({ status: 'connected', attentionReason: null });
  });

  it("says 'Failed to connect to Oura' when it answers 5xx, and waits out a short 429", async () => {
    const { cookie } = await signUp(app);
    await connectThroughConsent(app, cookie, 'oura');
    const first = await waitForSync(app, cookie, 'oura');
    fake.failNext('oura', { status: 503, times: 1 });
    await sync(cookie, 'oura');
    const failed = await waitForSync(app, cookie, 'oura', first.lastSyncAt);
    expect(failed.attentionReason).toBe('Failed to connect to Oura: it answered 503. The next sync will try again.');

    fake.failNext('oura', { status: 429, retryAfterSeconds: 1, times: 1 });
    const since = fake.requests.length;
    await sync(cookie, 'oura');
    const recovered = await waitForSync(app, cookie, 'oura', failed.lastSyncAt);
    expect(recovered).toMatchObject({ status: 'connected', attentionReason: null, readings: 90 });
    const readiness = dataRequests('oura', since).filter((request) => request.path.endsWith('daily_readiness'));
    expect(readiness[0]!.query).toEqual(readiness[1]!.query);
  });
});

describe('an oversized answer', () => {
  it('is cut off past 8 MB, and the connection says so and keeps its readings', async () => {
    const { cookie } = await signUp(app);
    await connectThroughConsent(app, cookie, 'oura');
    const first = await waitForSync(app, cookie, 'oura');
    const sentBefore = fake.oversizedBytesSent();
    fake.answerOversizedNext('oura', 64 * 1024 ** 2);
    await sync(cookie, 'oura');
    const failed = await waitForSync(app, cookie, 'oura', first.lastSyncAt);
    expect(failed).toMatchObject({
      status: 'needs_attention',
      attentionReason: 'Failed to connect to Oura: it sent an answer larger than 8 MB. The next sync will try again.',
      readings: 90,
    });
    // The app hung up soon after the cap, rather than taking in the whole answer.
    expect(fake.oversizedBytesSent() - sentBefore).toBeLessThan(32 * 1024 ** 2);
    await sync(cookie, 'oura');
    expect(await waitForSync(app, cookie, 'oura', failed.lastSyncAt)).toMatchObject({
      status: 'connected',
      attentionReason: null,
      readings: 90,
    });
  });
});

describe('the callback', () => {
  it('refuses an unknown, replayed or someone else’s state, and a person who declined', async () => {
    const { cookie } = await signUp(app);
    const other = await signUp(app);
    const started = (await app.inject({ method: 'POST', url: '/api/wearables/oura/connect', headers: { cookie } })).json();
    const state = new URL(started.authorizeUrl).searchParams.get('state')!;
    const callback = (who: string, query: string) =>
      app.inject({ method: 'GET', url: `/api/wearables/oura/callback?${query}`, headers: { cookie: who } });
    const failed = '/settings/devices?wearable=oura&connect=failed#connected-devices';
    expect((await callback(cookie, 'code=x&state=unknown')).headers.location).toBe(failed);
    expect((await callback(other.cookie, `code=x&state=${state}`)).headers.location).toBe(failed);
    expect((await app.inject({ method: 'GET', url: `/api/wearables/oura/callback?code=x&state=${state}` })).headers.location).toBe(
      '/login',
    );
    // Someone else's attempt left the state to its owner, whose return from the provider connects…
    const consent = await fetch(started.authorizeUrl, { redirect: 'manual' });
    const back = new URL(consent.headers.get('location') ?? '');
    expect((await callback(other.cookie, back.search.slice(1))).headers.location).toBe(failed);
    expect((await callback(cookie, back.search.slice(1))).headers.location).toBe(
      '/settings/devices?wearable=oura&connect=connected#connected-devices',
    );
    expect(await connectionOf(app, other.cookie, 'oura')).toBeNull();
    // …once: it cannot be used again.
    expect((await callback(cookie, back.search.slice(1))).headers.location).toBe(failed);
    await waitForSync(app, cookie, 'oura');
    await app.inject({ method: 'DELETE', url: '/api/wearables/oura', headers: { cookie } });

    fake.denyNextAuthorization('oura');
    const { location } = await connectThroughConsent(app, cookie, 'oura');
    expect(location).toBe('/settings/devices?wearable=oura&connect=denied#connected-devices');
    expect(await connectionOf(app, cookie, 'oura')).toBeNull();
  });
});

describe('disconnecting', () => {
  it('revokes at the provider and keeps the readings, unless asked to delete them', async () => {
    const kept = await signUp(app);
    await connectThroughConsent(app, kept.cookie, 'oura');
    await waitForSync(app, kept.cookie, 'oura');
    const revokedBefore = fake.revoked.length;
    const disconnect = await app.inject({ method: 'DELETE', url: '/api/wearables/oura', headers: { cookie: kept.cookie } });
    expect(disconnect.json()).toEqual({ message: 'Disconnected Oura', deletedReadings: 0 });
    expect(fake.revoked.length).toBe(revokedBefore + 1);
    expect(await connectionOf(app, kept.cookie, 'oura')).toBeNull();
    expect((await readingsOf(kept.cookie, kept.user.id)).filter((log) => log.wearableSource === 'oura')).toHaveLength(90);

    const gone = await signUp(app);
    await app.inject({ method: 'POST', url: '/api/biometrics', headers: { cookie: gone.cookie }, payload: { heartRate: 60 } });
    await connectThroughConsent(app, gone.cookie, 'oura');
    await waitForSync(app, gone.cookie, 'oura');
    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/wearables/oura?deleteReadings=true',
      headers: { cookie: gone.cookie },
    });
    expect(deleted.json()).toEqual({ message: 'Disconnected Oura', deletedReadings: 90 });
    const left = await readingsOf(gone.cookie, gone.user.id);
    expect(left.map((log) => log.wearableSource)).toEqual(['manual']);
  });

  it("is one's own: another person sees no connection and cannot remove it", async () => {
    const owner = await signUp(app);
    const other = await signUp(app);
    await connectThroughConsent(app, owner.cookie, 'oura');
    await waitForSync(app, owner.cookie, 'oura');
    expect(await connectionOf(app, other.cookie, 'oura')).toBeNull();
    const refused = await app.inject({ method: 'DELETE', url: '/api/wearables/oura', headers: { cookie: other.cookie } });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: 'Oura is not connected.' });
    expect((await connectionOf(app, owner.cookie, 'oura'))?.status).toBe('connected');
  });
});

describe('WHOOP and Withings', () => {
  it('bring in WHOOP recovery, RMSSD and sleep on the wake-up day', async () => {
    const days = lastDays(6);
    fake.seedDays('whoop', days);
    const { cookie, user } = await signUp(app);
    await connectThroughConsent(app, cookie, 'whoop');
    expect(await waitForSync(app, cookie, 'whoop')).toMatchObject({ status: 'connected', readings: 6 });
    const day = days.at(-2)!;
    const expected = fake.expectedDay('whoop', day, 'UTC')!;
    const reading = (await readingsOf(cookie, user.id)).find((log) => log.localDay === day);
    expect(reading).toMatchObject({
      wearableSource: 'whoop',
      readinessScore: expected.readinessScore,
      heartRate: expected.heartRate,
      hrv: expected.hrvMs,
      hrvMethod: 'rmssd',
      oxygenSaturation: expected.oxygenSaturation,
      skinTemperature: expected.skinTemperatureC,
      bodyTemperature: null,
    });
  });

  it('bring in Withings weight and blood pressure with the cuff’s heart rate', async () => {
    const days = lastDays(3);
    fake.seedDays('withings', days);
    const { cookie, user } = await signUp(app);
    await connectThroughConsent(app, cookie, 'withings');
    expect(await waitForSync(app, cookie, 'withings')).toMatchObject({ status: 'connected', readings: 3 });
    const expected = fake.expectedDay('withings', days[0]!, 'UTC')!;
    const reading = (await readingsOf(cookie, user.id)).find((log) => log.localDay === days[0]);
    expect(reading).toMatchObject({
      wearableSource: 'withings',
      systolic: expected.systolic,
      diastolic: expected.diastolic,
      heartRate: expected.heartRate,
      hrvMethod: null,
    });
    expect(reading!.weight).toBeCloseTo(expected.weightKg! * 2.20462, 1);
  });
});

describe('the demo account', () => {
  it('cannot connect a wearable', async () => {
    const demoApp = await createTestApp({ ...fakeWearableEnv(fake), DEMO_USERNAME: 'demo_wearables', DEMO_PASSWORD: 'demo-pass' });
    const { cookie } = await signUp(demoApp, { username: 'demo_wearables', password: 'demo-pass' });
    const refused = await demoApp.inject({ method: 'POST', url: '/api/wearables/oura/connect', headers: { cookie } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/^The demo account is shared: no wearable can be connected to it/);
    expect((await providersOf(demoApp, cookie))[0]?.connection).toBeNull();
  });
});

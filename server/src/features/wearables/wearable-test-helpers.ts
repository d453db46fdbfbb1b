import { addDays, localDateOf } from '@uh/core/common/calendar.logic';
import type { OAuthWearable } from '@uh/core/wearables/oauth-wearables';
import type { WearableProvider } from '@uh/core/wearables/connections.schema';
import { expect } from 'vitest';
import type { App } from '../../app';
import type { FakeWearables } from '../../../test/fake-wearables';

/** The app's settings for all three providers pointed at the fake. */
export const fakeWearableEnv = (fake: FakeWearables): Record<string, string> =>
  Object.fromEntries(
    (['oura', 'whoop', 'withings'] as const).flatMap((provider) => {
      const prefix = provider.toUpperCase();
      return [
        [`${prefix}_CLIENT_ID`, fake.client.id],
        [`${prefix}_CLIENT_SECRET`, fake.client.secret],
        [`${prefix}_API_URL`, fake.apiUrl(provider)],
        [`${prefix}_AUTHORIZE_URL`, fake.authorizeUrl(provider)],
      ];
    }),
  );

/** The last `count` days up to today in UTC, oldest first. */
export const lastDays = (count: number, timeZone = 'UTC') => {
  const today = localDateOf(new Date(), timeZone);
  return Array.from({ length: count }, (_, index) => addDays(today, index - count + 1));
};

export async function providersOf(app: App, cookie: string): Promise<WearableProvider[]> {
  const response = await app.inject({ method: 'GET', url: '/api/wearables', headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().providers;
}

export async function connectionOf(app: App, cookie: string, provider: OAuthWearable) {
  return (await providersOf(app, cookie)).find((entry) => entry.provider === provider)?.connection ?? null;
}

/** Waits until a sync newer than `after` has finished (the syncer runs in the background). */
export async function waitForSync(app: App, cookie: string, provider: OAuthWearable, after: string | null = null) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const connection = await connectionOf(app, cookie, provider);
    if (connection?.lastSyncAt && connection.lastSyncAt !== after && !connection.syncing) return connection;
    if (Date.now() > deadline) throw new Error(`No ${provider} sync finished: ${JSON.stringify(connection)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Goes through the consent page as a browser would: connect, the fake's redirect, the callback. Answers where the app sent the browser. */
export async function connectThroughConsent(app: App, cookie: string, provider: OAuthWearable) {
  const started = await app.inject({ method: 'POST', url: `/api/wearables/${provider}/connect`, headers: { cookie } });
  expect(started.statusCode, started.body).toBe(200);
  const authorizeUrl: string = started.json().authorizeUrl;
  const consent = await fetch(authorizeUrl, { redirect: 'manual' });
  expect(consent.status).toBe(302);
  const callback = new URL(consent.headers.get('location') ?? '');
  const back = await app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}`, headers: { cookie } });
  expect(back.statusCode).toBe(302);
  return { authorizeUrl: new URL(authorizeUrl), callback, location: back.headers.location as string };
}

import { DEFAULT_REMINDER_SETTINGS } from '@uh/core/reminders/reminders.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { reminderSettings } from '../../db/schema';
import { startFakeNtfyServer, type FakeNtfyServer } from '../../../test/fake-ntfy-server';
import { browserSubscription, reminderSettingsWith } from '../../../test/reminder-helpers';
import { createTestApp, signUp, testDatabase, uniqueName } from '../../../test/test-app';

let app: App;
let ntfy: FakeNtfyServer;
beforeAll(async () => {
  app = await createTestApp({ NTFY_ALLOW_PRIVATE_NETWORKS: 'true' });
  ntfy = await startFakeNtfyServer();
});
afterAll(() => ntfy.close());

describe('Settings → Reminders', () => {
  it('starts with every reminder off, and the server’s push key', async () => {
    const { cookie } = await signUp(app);
    const response = await app.inject({ method: 'GET', url: '/api/reminders', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const view = response.json();
    expect(view).toMatchObject({ ...DEFAULT_REMINDER_SETTINGS, ntfyHasAccessToken: false, emailAvailable: false, webPushDevices: 0 });
    // An uncompressed P-256 point, base64url: what applicationServerKey takes.
    expect(Buffer.from(view.webPushPublicKey, 'base64url')).toHaveLength(65);
  });

  it('keeps the schedule and channels; the ntfy token is kept sealed and never sent back', async () => {
    const { cookie, user } = await signUp(app);
    const settings = reminderSettingsWith({
      schedule: { morningThirty: { enabled: true, time: '06:45' }, coldSession: { enabled: true, days: [5, 1], time: '18:00' } },
      channels: { ntfy: { enabled: true, topicUrl: `${ntfy.url}/mine` } },
    });
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/reminders',
      headers: { cookie },
      payload: { ...settings, ntfyAccessToken: 'tk_secret_value' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain('tk_secret_value');
    expect(saved.json()).toMatchObject({ ntfyHasAccessToken: true, schedule: { coldSession: { days: [1, 5] } } });

    const [row] = await testDatabase().db.select().from(reminderSettings).where(eq(reminderSettings.userId, user.id));
    expect(row?.ntfyAccessToken).toBeTruthy();
    expect(row?.ntfyAccessToken).not.toContain('tk_secret_value');

    // Saving again without the token keeps it; null forgets it.
    const kept = await app.inject({ method: 'PUT', url: '/api/reminders', headers: { cookie }, payload: settings });
    expect(kept.json().ntfyHasAccessToken).toBe(true);
    const forgotten = await app.inject({
      method: 'PUT',
      url: '/api/reminders',
      headers: { cookie },
      payload: { ...settings, ntfyAccessToken: null },
    });
    expect(forgotten.json().ntfyHasAccessToken).toBe(false);
    const read = (await app.inject({ method: 'GET', url: '/api/reminders', headers: { cookie } })).json();
    expect(read.schedule.morningThirty).toEqual({ enabled: true, time: '06:45' });
  });

  it.each([
    [{ schedule: { morningThirty: { enabled: true, time: '7am' } } }, 'morningThirty.time must be a time such as 07:30'],
    [{ schedule: { coldSession: { enabled: true, days: [], time: '07:00' } } }, 'coldSession.days: pick at least one day'],
    [{ schedule: { coldSession: { enabled: true, days: [8], time: '07:00' } } }, 'from 1 (Monday) to 7 (Sunday)'],
    [{ schedule: { coldSession: { enabled: true, days: [1, 1], time: '07:00' } } }, 'coldSession.days: name each day once'],
    [{ channels: { ntfy: { enabled: true, topicUrl: null } } }, 'Enter the ntfy topic address to turn ntfy on'],
    [{ channels: { ntfy: { enabled: true, topicUrl: 'ftp://ntfy.sh/x' } } }, 'ntfy.topicUrl must be an http:// or https:// address'],
    [{ channels: { ntfy: { enabled: true, topicUrl: 'https://me:pw@ntfy.sh/x' } } }, 'without a password in it'],
    [{ channels: { email: { enabled: true, address: 'not-an-address' } } }, 'email.address must be an e-mail address'],
    [{ channels: { email: { enabled: true, address: 'me@example.com' } } }, "E-mail reminders need the server's SMTP settings"],
  ])('refuses %j with a message naming the problem', async (changes, message) => {
    const { cookie } = await signUp(app);
    const response = await app.inject({
      method: 'PUT',
      url: '/api/reminders',
      headers: { cookie },
      payload: reminderSettingsWith(changes as Parameters<typeof reminderSettingsWith>[0]),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('refuses unknown fields and a missing session', async () => {
    const { cookie } = await signUp(app);
    const extra = await app.inject({
      method: 'PUT',
      url: '/api/reminders',
      headers: { cookie },
      payload: { ...DEFAULT_REMINDER_SETTINGS, userId: 1 },
    });
    expect(extra.statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/reminders' })).statusCode).toBe(401);
  });
});

describe('Send a test', () => {
  async function personWithNtfy(topic: string, token?: string) {
    const { cookie } = await signUp(app);
    const payload = {
      ...reminderSettingsWith({ channels: { ntfy: { enabled: true, topicUrl: `${ntfy.url}/${topic}` } } }),
      ntfyAccessToken: token,
    };
    expect((await app.inject({ method: 'PUT', url: '/api/reminders', headers: { cookie }, payload })).statusCode).toBe(200);
    return cookie;
  }

  it('publishes to the person’s ntfy topic with their token', async () => {
    const topic = uniqueName('topic');
    const cookie = await personWithNtfy(topic, 'tk_abc');
    const response = await app.inject({ method: 'POST', url: '/api/reminders/test', headers: { cookie }, payload: { channel: 'ntfy' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Test sent to ntfy' });
    const [published] = ntfy.to(topic);
    expect(published?.body).toContain('Reminders reach you here.');
    expect(published?.headers.authorization).toBe('Bearer tk_abc');
  });

  it('says why ntfy refused', async () => {
    const topic = uniqueName('topic');
    const cookie = await personWithNtfy(topic);
    ntfy.next({ status: 403 });
    const response = await app.inject({ method: 'POST', url: '/api/reminders/test', headers: { cookie }, payload: { channel: 'ntfy' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(/^ntfy: .*403/);
  });

  it('refuses a topic on a private network unless the operator allows it', async () => {
    const strictApp = await createTestApp();
    const topic = uniqueName('topic');
    const cookie = await personWithNtfy(topic);
    const response = await strictApp.inject({
      method: 'POST',
      url: '/api/reminders/test',
      headers: { cookie },
      payload: { channel: 'ntfy' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toContain('NTFY_ALLOW_PRIVATE_NETWORKS');
    expect(ntfy.to(topic)).toHaveLength(0);
  });

  it('explains a channel that is not set up', async () => {
    const { cookie } = await signUp(app);
    const push = await app.inject({ method: 'POST', url: '/api/reminders/test', headers: { cookie }, payload: { channel: 'webPush' } });
    expect(push.statusCode).toBe(422);
    expect(push.json().message).toContain('No browser is subscribed');
    const email = await app.inject({ method: 'POST', url: '/api/reminders/test', headers: { cookie }, payload: { channel: 'email' } });
    expect(email.statusCode).toBe(422);
    expect(email.json().message).toContain('no e-mail (SMTP) settings');
    const unknown = await app.inject({ method: 'POST', url: '/api/reminders/test', headers: { cookie }, payload: { channel: 'sms' } });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('browser subscriptions', () => {
  it('counts the person’s browsers, moves a browser to whoever subscribes it last, and forgets it', async () => {
    const first = await signUp(app);
    const second = await signUp(app);
    const subscription = browserSubscription();
    const added = await app.inject({
      method: 'POST',
      url: '/api/reminders/push-subscriptions',
      headers: { cookie: first.cookie },
      payload: subscription,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({ webPushDevices: 1 });

    // The same browser, now signed in as someone else.
    await app.inject({
      method: 'POST',
      url: '/api/reminders/push-subscriptions',
      headers: { cookie: second.cookie },
      payload: subscription,
    });
    const devicesOf = async (cookie: string) =>
      (await app.inject({ method: 'GET', url: '/api/reminders', headers: { cookie } })).json().webPushDevices;
    expect(await devicesOf(first.cookie)).toBe(0);
    expect(await devicesOf(second.cookie)).toBe(1);

    // Someone else's endpoint is not theirs to remove.
    const foreign = await app.inject({
      method: 'DELETE',
      url: '/api/reminders/push-subscriptions',
      headers: { cookie: first.cookie },
      payload: { endpoint: subscription.endpoint },
    });
    expect(foreign.statusCode).toBe(204);
    expect(await devicesOf(second.cookie)).toBe(1);
    await app.inject({
      method: 'DELETE',
      url: '/api/reminders/push-subscriptions',
      headers: { cookie: second.cookie },
      payload: { endpoint: subscription.endpoint },
    });
    expect(await devicesOf(second.cookie)).toBe(0);
  });

  it('leaves another person’s subscription alone when someone posts its endpoint with other keys', async () => {
    const owner = await signUp(app);
    const intruder = await signUp(app);
    const subscription = browserSubscription();
    const subscribe = (cookie: string, payload: object) =>
      app.inject({ method: 'POST', url: '/api/reminders/push-subscriptions', headers: { cookie }, payload });
    expect((await subscribe(owner.cookie, subscription)).statusCode).toBe(201);

    const taken = await subscribe(intruder.cookie, { ...subscription, keys: browserSubscription().keys });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toContain('belongs to another account');
    const devicesOf = async (cookie: string) =>
      (await app.inject({ method: 'GET', url: '/api/reminders', headers: { cookie } })).json().webPushDevices;
    expect(await devicesOf(owner.cookie)).toBe(1);
    expect(await devicesOf(intruder.cookie)).toBe(0);

    // The owner's own browser with keys the push service rotated stays theirs.
    const rotated = await subscribe(owner.cookie, { ...subscription, keys: browserSubscription().keys });
    expect(rotated.statusCode).toBe(201);
    expect(rotated.json()).toEqual({ webPushDevices: 1 });
  });

  it('keeps at most 10 browsers per person, and says so', async () => {
    const { cookie } = await signUp(app);
    const subscribe = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/reminders/push-subscriptions', headers: { cookie }, payload });
    const first = browserSubscription();
    expect((await subscribe(first)).statusCode).toBe(201);
    for (let added = 1; added < 10; added += 1) expect((await subscribe(browserSubscription())).statusCode).toBe(201);

    const eleventh = await subscribe(browserSubscription());
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().message).toBe('At most 10 browsers can get notifications: turn them off in one you no longer use');
    expect((await app.inject({ method: 'GET', url: '/api/reminders', headers: { cookie } })).json().webPushDevices).toBe(10);
    // A browser already counted subscribes again without taking another place.
    expect((await subscribe({ ...first, keys: browserSubscription().keys })).statusCode).toBe(201);
  });

  it('refuses what is not a push subscription', async () => {
    const { cookie } = await signUp(app);
    const plainHttp = await app.inject({
      method: 'POST',
      url: '/api/reminders/push-subscriptions',
      headers: { cookie },
      payload: browserSubscription('http://push.example.com/x'),
    });
    expect(plainHttp.statusCode).toBe(400);
    expect(plainHttp.json().message).toContain('endpoint must be the push service https:// address');
    const noKeys = await app.inject({
      method: 'POST',
      url: '/api/reminders/push-subscriptions',
      headers: { cookie },
      payload: { endpoint: 'https://push.example.com/x', keys: { p256dh: 'short', auth: 'x' } },
    });
    expect(noKeys.statusCode).toBe(400);
  });
});

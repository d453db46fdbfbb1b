import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { codeIn, startMailServer, unsubscribeLinkIn } from '../server/test/reminder-helpers';
import { axeViolations, toastTitled } from './support/page-helpers';
import { openPage, uniqueUser, useBrowser } from './support/browser';
import { startBuiltApp } from './support/built-app';
import { untilControlledByWorker } from './support/offline-helpers';

useBrowser();

type Published = { path: string; title: string | undefined; authorization: string | undefined; body: string };

/**
 * A stand-in for an ntfy server on 127.0.0.1 (the e2e app allows private networks): records each
 * publish, and answers `status` (ntfy's own JSON error for a refusal).
 */
async function startNtfyReceiver() {
  const published: Published[] = [];
  const receiver = { status: 200, published };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      published.push({
        path: request.url ?? '',
        title: request.headers.title as string | undefined,
        authorization: request.headers.authorization,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const ok = receiver.status < 300;
      response.writeHead(receiver.status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(ok ? { id: 'abc', event: 'message' } : { code: 40301, http: receiver.status, error: 'forbidden' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  receivers.push(server);
  return Object.assign(receiver, { topicUrl: `http://127.0.0.1:${port}/uh-reminders` });
}

const receivers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A new person, signed in, on Settings → Reminders with the reminders loaded. */
async function openReminders(options: Parameters<typeof openPage>[2] = {}) {
  const page = await openPage('/auth', undefined, options);
  expect((await page.request.post('/api/register', { data: uniqueUser() })).status()).toBe(201);
  await gotoReminders(page);
  return page;
}

async function gotoReminders(page: Page) {
  await page.goto('/settings/reminders');
  await remindersSection(page).getByRole('button', { name: 'Save reminders' }).waitFor();
}

const remindersSection = (page: Page) => page.getByRole('region', { name: 'Reminders' });
const switchNamed = (page: Page, name: string) => remindersSection(page).getByRole('switch', { name, exact: true });

/** Switches by keyboard, as the switch's own input is visually hidden behind its drawn track. */
async function toggle(control: Locator) {
  await control.focus();
  await control.press('Space');
}

async function save(page: Page) {
  await remindersSection(page).getByRole('button', { name: 'Save reminders' }).click();
  await toastTitled(page, 'Reminders saved').first().waitFor();
}

describe('Settings → Reminders', () => {
  it('keeps a reminder with its time and the ntfy channel, and a test arrives at the ntfy server', async () => {
    const ntfy = await startNtfyReceiver();
    const page = await openReminders();
    const section = remindersSection(page);
    await section.getByText('Times are in your time zone').waitFor();

    await toggle(switchNamed(page, 'Morning 30-30-30'));
    await section.getByLabel('Morning 30-30-30 Time').fill('06:45');
    await toggle(switchNamed(page, 'ntfy'));
    await section.getByLabel('Topic address').fill(ntfy.topicUrl);
    await section.getByLabel('Access token (optional)').fill('tk_e2e_secret');
    await save(page);
    await toastTitled(page, 'Reminders saved').getByText('1 reminder is on, sent by ntfy.').first().waitFor();

    await gotoReminders(page);
    expect(await switchNamed(page, 'Morning 30-30-30').isChecked()).toBe(true);
    expect(await section.getByLabel('Morning 30-30-30 Time').inputValue()).toBe('06:45');
    expect(await switchNamed(page, 'ntfy').isChecked()).toBe(true);
    expect(await section.getByLabel('Topic address').inputValue()).toBe(ntfy.topicUrl);
    // The token is write-only: the page says one is kept, never what it is.
    await section.getByText('A token is saved.').waitFor();
    expect(await section.getByLabel('New access token').inputValue()).toBe('');

    await section.getByRole('button', { name: 'Send a test to ntfy' }).click();
    await section.getByRole('status').filter({ hasText: 'Test sent to ntfy' }).waitFor();
    expect(ntfy.published).toEqual([
      { path: '/uh-reminders', title: 'Ultimate Human test', authorization: 'Bearer tk_e2e_secret', body: 'Reminders reach you here.' },
    ]);

    // Forgetting the token takes a save, after which the page no longer says one is kept.
    await section.getByRole('button', { name: 'Forget token' }).click();
    await section.getByText('The saved token will be forgotten when you save.').waitFor();
    await save(page);
    await gotoReminders(page);
    await section.getByLabel('Access token (optional)').waitFor();
    expect(await section.getByText('A token is saved.').count()).toBe(0);
  });

  it('shows the experiment days switch on, with its hint, and keeps it off once saved off', async () => {
    const page = await openReminders();
    const section = remindersSection(page);
    const experiments = switchNamed(page, 'Experiment days');
    expect(await experiments.isChecked()).toBe(true);
    await section.getByText('Each day of a running experiment: whether today is with or without the habit.', { exact: false }).waitFor();

    await toggle(experiments);
    await save(page);
    const saved = (await (await page.request.get('/api/reminders')).json()) as { schedule: { experiments: { enabled: boolean } } };
    expect(saved.schedule.experiments.enabled).toBe(false);
    await gotoReminders(page);
    expect(await switchNamed(page, 'Experiment days').isChecked()).toBe(false);
  });

  it('shows why a test failed beside the channel, in the server’s words', async () => {
    const ntfy = await startNtfyReceiver();
    ntfy.status = 403;
    const page = await openReminders();
    const section = remindersSection(page);
    await toggle(switchNamed(page, 'ntfy'));
    await section.getByLabel('Topic address').fill(ntfy.topicUrl);
    await save(page);

    await section.getByRole('button', { name: 'Send a test to ntfy' }).click();
    await section.getByRole('alert').filter({ hasText: 'ntfy wants an access token for this topic (403)' }).waitFor();
    expect(ntfy.published).toHaveLength(1);
  });

  it('checks the form in the browser before saving, with the message under the field', async () => {
    const page = await openReminders();
    const section = remindersSection(page);
    await toggle(switchNamed(page, 'ntfy'));
    await section.getByRole('button', { name: 'Save reminders' }).click();

    const topic = section.getByLabel('Topic address');
    await section.getByText('Enter the ntfy topic address to turn ntfy on').waitFor();
    expect(await topic.getAttribute('aria-invalid')).toBe('true');
    expect(await topic.evaluate((input) => input === document.activeElement)).toBe(true);
    // Nothing was sent: the saved settings still have ntfy off.
    const saved = (await (await page.request.get('/api/reminders')).json()) as { channels: { ntfy: { enabled: boolean } } };
    expect(saved.channels.ntfy.enabled).toBe(false);
  });

  it('shows a refusal from the server under the field it names, or above the button, keeping what was typed', async () => {
    const page = await openReminders();
    const section = remindersSection(page);
    const answers = [
      'channels.ntfy.topicUrl: ntfy.topicUrl must name a topic (https://ntfy.sh/my-topic)',
      "E-mail reminders need the server's SMTP settings: ask the operator to set SMTP_URL",
    ];
    // The browser checks the same schema first, so the server's own refusals are stood in for here.
    await page.route('**/api/reminders', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ message: answers.shift() }) })
        : route.fallback(),
    );
    await toggle(switchNamed(page, 'ntfy'));
    const topic = section.getByLabel('Topic address');
    await topic.fill('https://ntfy.example/alerts');
    await section.getByRole('button', { name: 'Save reminders' }).click();
    await section.getByText('ntfy.topicUrl must name a topic (https://ntfy.sh/my-topic)', { exact: true }).waitFor();
    expect(await topic.getAttribute('aria-invalid')).toBe('true');
    expect(await topic.inputValue()).toBe('https://ntfy.example/alerts');

    await section.getByRole('button', { name: 'Save reminders' }).click();
    await section
      .getByRole('alert')
      .filter({ hasText: "Couldn't save your reminders: E-mail reminders need the server's SMTP settings" })
      .waitFor();
    expect(await switchNamed(page, 'ntfy').isChecked()).toBe(true);
  });

  it('shows e-mail as unavailable on a server without SMTP settings, and passes axe', async () => {
    const page = await openReminders();
    const section = remindersSection(page);
    const email = switchNamed(page, 'E-mail');
    expect(await email.isDisabled()).toBe(true);
    await section.getByText('The server has no e-mail (SMTP) settings').waitFor();
    expect(await section.getByRole('button', { name: 'Send a test to E-mail' }).count()).toBe(0);

    await toggle(switchNamed(page, 'Log biometrics'));
    await section.getByLabel('Log biometrics How often').selectOption('weekly');
    await section.getByLabel('Log biometrics Day').waitFor();
    expect(await axeViolations(page, { include: '#reminders' })).toEqual([]);
  });

  it('shows a pushed reminder as a notification, through the app’s service worker', async () => {
    const page = await openReminders({ serviceWorkers: 'allow' });
    await page.context().grantPermissions(['notifications']);
    await untilControlledByWorker(page);
    // What the push service would hand the worker, delivered the way DevTools' "Push" button does.
    const cdp = await page.context().newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const live = registrations.find((registration) => !registration.isDeleted);
        if (live) resolve(live.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const origin = new URL(page.url()).origin;
    const data = JSON.stringify({ title: 'Cold session', body: 'Time for your cold session.', url: `${origin}/cold-exposure` });
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: await registrationId, data });

    const shown = () =>
      page.evaluate(async () => {
        const notifications = await (await navigator.serviceWorker.ready).getNotifications();
        return notifications.map(({ title, body, icon, data }) => ({ title, body, icon, data: data as unknown }));
      });
    await expect.poll(shown).toEqual([
      {
        title: 'Cold session',
        body: 'Time for your cold session.',
        icon: `${origin}/icons/icon-192.png`,
        data: { url: `${origin}/cold-exposure` },
      },
    ]);
  });

  it('says why browser notifications cannot be turned on where the app has no service worker', async () => {
    const page = await openReminders();
    await page.context().grantPermissions(['notifications']);
    const section = remindersSection(page);
    await section.getByText('No browser is subscribed yet.').waitFor();
    await section.getByRole('button', { name: 'Turn on in this browser' }).click();
    await section.getByRole('alert').filter({ hasText: "The app's service worker is not running in this browser yet" }).waitFor();
  });
});

describe('Settings → Reminders by e-mail, on a server with SMTP settings', () => {
  let app: Awaited<ReturnType<typeof startBuiltApp>>;
  let mail: Awaited<ReturnType<typeof startMailServer>>;
  beforeAll(async () => {
    mail = await startMailServer();
    app = await startBuiltApp({ SMTP_URL: mail.url, SMTP_FROM: 'Ultimate Human <reminders@uh.example.com>' });
  });
  afterAll(async () => {
    await app?.stop();
    await mail?.close();
  });

  it('confirms the address with the code e-mailed to it before e-mail can be on, and every e-mail can stop them', async () => {
    const page = await openReminders({ baseUrl: app.url });
    const section = remindersSection(page);
    const address = uniqueUser().email;
    expect(await switchNamed(page, 'E-mail').isDisabled()).toBe(true);

    await section.getByLabel('E-mail address').fill(address);
    await section.getByText('Confirm this address before e-mail can be turned on').waitFor();
    await section.getByRole('button', { name: 'Send code' }).click();
    await section.getByText(`A code was sent to ${address}.`).waitFor();
    await expect.poll(() => mail.to(address).length).toBe(1);
    const code = codeIn(mail.to(address)[0]);

    const codeField = section.getByLabel('Confirmation code');
    await codeField.fill(code === '000000' ? '000001' : '000000');
    await section.getByRole('button', { name: 'Confirm', exact: true }).click();
    await section.getByText('That code is not right: 4 tries left').waitFor();
    expect(await codeField.getAttribute('aria-invalid')).toBe('true');
    await codeField.fill(code);
    await codeField.press('Enter');
    await section.getByText(`${address} is confirmed.`).waitFor();

    await toggle(switchNamed(page, 'E-mail'));
    await toggle(switchNamed(page, 'Daily checklist'));
    await save(page);
    await toastTitled(page, 'Reminders saved').getByText('1 reminder is on, sent by e-mail.').first().waitFor();
    await section.getByRole('button', { name: 'Send a test to E-mail' }).click();
    await section.getByRole('status').filter({ hasText: 'Test sent to E-mail' }).waitFor();
    await expect.poll(() => mail.to(address).length).toBe(2);
    expect(await axeViolations(page, { include: '#reminders' })).toEqual([]);

    // The link works in a browser signed in to nothing; opening it only asks (mail scanners open links too).
    const link = new URL(unsubscribeLinkIn(mail.to(address)[1]));
    const stranger = await openPage(`${link.pathname}${link.search}`, undefined, { baseUrl: app.url });
    await stranger.getByRole('button', { name: 'Stop reminder e-mails' }).click();
    await stranger.getByRole('heading', { name: 'Unsubscribed' }).waitFor();
    await stranger.getByText('E-mail reminders are off.').waitFor();
    await gotoReminders(page);
    expect(await switchNamed(page, 'E-mail').isChecked()).toBe(false);
    await section.getByText(`${address} is confirmed.`).waitFor();
  });
});

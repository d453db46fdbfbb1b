import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations, toastTitled } from './support/page-helpers';
import { openPage, uniqueUser, useBrowser, VIEWPORTS } from './support/browser';

useBrowser();

type Received = { method: string; path: string; headers: http.IncomingHttpHeaders; body: string };

/** A person's own endpoint on 127.0.0.1 (the e2e app allows http:// and private networks): records each request, answers 200. */
async function startReceiver() {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(200, { 'Content-Type': 'text/plain' });
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  receivers.push(server);
  const ofType = (type: string) => received.filter((request) => (JSON.parse(request.body) as { type?: string }).type === type);
  return { received, ofType, url: `http://127.0.0.1:${port}/hooks/ultimate-human` };
}

const receivers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** Standard Webhooks' signature, worked out here from the spec: HMAC-SHA256 of "id.timestamp.body" keyed with the secret's base64 part. */
function expectedSignature(secret: string, request: Received): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const signed = `${String(request.headers['webhook-id'])}.${String(request.headers['webhook-timestamp'])}.${request.body}`;
  return `v1,${createHmac('sha256', key).update(signed).digest('base64')}`;
}

const webhooksSection = (page: Page) => page.getByRole('region', { name: 'Webhooks', exact: true });
const createdPanel = (page: Page) => page.getByRole('region', { name: 'Copy your signing secret now' });
const endpointRow = (page: Page, url: string) => webhooksSection(page).locator('ul > li').filter({ hasText: url });
const deliveryItem = (row: Locator, eventType: string) => row.locator('ol > li').filter({ hasText: eventType });
const addButton = (page: Page) => webhooksSection(page).getByRole('button', { name: 'Add webhook' });

/** A new person (or the demo account), signed in, on Settings with the webhooks loaded. */
async function openWebhooks({
  viewport = VIEWPORTS.desktop,
  isDark = false,
  isDemo = false,
}: { viewport?: { width: number; height: number }; isDark?: boolean; isDemo?: boolean } = {}) {
  const page = await openPage('/auth', viewport);
  if (isDemo) {
    expect((await page.request.post('/api/login', { data: { username: 'demo', password: 'demo1234' } })).status()).toBe(200);
  } else {
    expect((await page.request.post('/api/register', { data: uniqueUser() })).status()).toBe(201);
  }
  if (isDark) expect((await page.request.patch('/api/settings', { data: { theme: 'dark' } })).status()).toBe(200);
  await page.goto('/settings/webhooks');
  await webhooksSection(page).getByRole('heading', { name: 'Your webhooks' }).waitFor();
  return page;
}

/** Fills the form and submits it; the signing secret shown once comes back. */
async function addWebhook(page: Page, url: string, events: readonly string[]) {
  const section = webhooksSection(page);
  await section.getByLabel('Endpoint URL').fill(url);
  await section.getByLabel('Description (optional)').fill('E2E receiver');
  for (const event of events) await section.getByRole('checkbox', { name: new RegExp(`^${event}`) }).check();
  await addButton(page).click();
  await createdPanel(page).waitFor();
  return page.getByLabel('Signing secret', { exact: true }).inputValue();
}

/** The switch's input is visually hidden behind its drawn track: toggled by keyboard, as a person would. */
async function toggle(control: Locator) {
  await control.focus();
  await control.press('Space');
}

describe('Settings → Webhooks', () => {
  it('registers an endpoint, shows its secret once, delivers a signed test and a logged session, turns it off and deletes it', async () => {
    const receiver = await startReceiver();
    const page = await openWebhooks();
    const section = webhooksSection(page);
    await section.getByText('No webhooks yet.', { exact: false }).waitFor();

    // The core schema's messages, before anything is sent.
    await addButton(page).click();
    await section.getByText('url must be an https:// address').waitFor();
    await section.getByText('Pick at least one event').waitFor();

    const secret = await addWebhook(page, receiver.url, ['A 30-30-30, fasting or cold log was added', 'A fast started']);
    expect(secret).toMatch(/^whsec_/);
    await toastTitled(page, 'Webhook added').first().waitFor();
    await createdPanel(page).getByText('Any Standard Webhooks library verifies it', { exact: false }).waitFor();
    const row = endpointRow(page, receiver.url);
    await row.getByText('E2E receiver').waitFor();
    await row.getByText('A fast started; A 30-30-30, fasting or cold log was added').waitFor();
    await row.getByText('Nothing sent yet.', { exact: false }).waitFor();

    // Shown once: after Done and a reload it is nowhere on the page.
    await createdPanel(page).getByRole('button', { name: 'Done' }).click();
    expect(await createdPanel(page).count()).toBe(0);
    await page.reload();
    await row.waitFor();
    expect(await page.content()).not.toContain(secret);

    // A test event: a signed Standard Webhooks POST, and the log follows it to "Delivered" by itself.
    await row.getByRole('button', { name: `Send test event to ${receiver.url}` }).click();
    await expect.poll(() => receiver.ofType('webhook.test').length).toBe(1);
    const [test] = receiver.ofType('webhook.test');
    expect(test!.method).toBe('POST');
    expect(test!.path).toBe('/hooks/ultimate-human');
    expect(test!.headers['webhook-id']).toMatch(/^msg_/);
    expect(Math.abs(Number(test!.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(120);
    expect(String(test!.headers['webhook-signature']).split(' ')).toContain(expectedSignature(secret, test!));
    expect(JSON.parse(test!.body)).toMatchObject({ type: 'webhook.test', data: { message: 'A test from Ultimate Human' } });
    const testItem = deliveryItem(row, 'webhook.test');
    await testItem.getByText('Delivered', { exact: true }).waitFor();
    expect(await testItem.getByRole('definition').first().textContent()).toBe('200');
    await testItem.getByText(/^\d+ ms$/).waitFor();

    // A cold session logged (through the API with the page's cookie) arrives as log.created.
    const cold = { exposureMethod: 'cold_plunge', temperature: 50, temperatureUnit: 'F', duration: 120, completed: true };
    expect((await page.request.post('/api/protocols/cold', { data: cold })).status()).toBe(201);
    await expect.poll(() => receiver.ofType('log.created').length).toBe(1);
    const [logged] = receiver.ofType('log.created');
    expect(String(logged!.headers['webhook-signature']).split(' ')).toContain(expectedSignature(secret, logged!));
    expect(JSON.parse(logged!.body)).toMatchObject({ type: 'log.created', data: { protocol: 'cold-exposure', log: { duration: 120 } } });
    await row.getByRole('button', { name: `Refresh the delivery log of ${receiver.url}` }).click();
    await deliveryItem(row, 'log.created').getByText('Delivered', { exact: true }).waitFor();

    // Off, and still off after a reload; nothing more is sent.
    const onOff = row.getByRole('switch', { name: `Send events to ${receiver.url}` });
    expect(await onOff.isChecked()).toBe(true);
    await toggle(onOff);
    await toastTitled(page, 'Webhook turned off').first().waitFor();
    await page.reload();
    await row.waitFor();
    expect(await onOff.isChecked()).toBe(false);
    expect((await page.request.post('/api/protocols/cold', { data: cold })).status()).toBe(201);

    // Deleted after a confirmation.
    await row.getByRole('button', { name: `Delete ${receiver.url}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this webhook?' });
    await dialog.getByText('This cannot be undone.', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Delete webhook' }).click();
    await toastTitled(page, 'Webhook deleted').first().waitFor();
    await section.getByText('No webhooks yet.', { exact: false }).waitFor();
    expect(await (await page.request.get('/api/webhooks')).json()).toEqual([]);
    expect(receiver.ofType('log.created')).toHaveLength(1);
  });

  it('edits an endpoint’s address, description and events, keeping its secret and checking the address as when adding', async () => {
    const first = await startReceiver();
    const second = await startReceiver();
    const page = await openWebhooks();
    const created = await page.request.post('/api/webhooks', { data: { url: first.url, description: 'Old', events: ['fast.started'] } });
    expect(created.status()).toBe(201);
    const { secret } = (await created.json()) as { secret: string };
    await page.reload();
    await endpointRow(page, first.url)
      .getByRole('button', { name: `Edit ${first.url}` })
      .click();
    const form = webhooksSection(page).getByRole('form', { name: `Edit the webhook to ${first.url}` });
    expect(await form.getByLabel('Endpoint URL').inputValue()).toBe(first.url);
    expect(await form.getByRole('checkbox', { name: /^A fast started/ }).isChecked()).toBe(true);

    // The same checks as when adding: the message goes under the field, and nothing is sent.
    await form.getByLabel('Endpoint URL').fill('https://user:secret@example.com/hook');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await form.getByText('url must not hold a user name or password').waitFor();
    expect(await form.getByLabel('Endpoint URL').evaluate((input) => input === document.activeElement)).toBe(true);

    await form.getByLabel('Endpoint URL').fill(second.url);
    await form.getByLabel('Description (optional)').fill('');
    await form.getByRole('checkbox', { name: /^A fast started/ }).uncheck();
    await form.getByRole('checkbox', { name: /^A 30-30-30, fasting or cold log was added/ }).check();
    await form.getByRole('button', { name: 'Save changes' }).click();
    await toastTitled(page, 'Webhook saved').first().waitFor();
    const row = endpointRow(page, second.url);
    await row.getByText('Events: A 30-30-30, fasting or cold log was added').waitFor();
    expect(await row.getByText('Old', { exact: true }).count()).toBe(0);
    // Focus is back on the row's Edit button.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toMatch(/^webhook-\d+-edit$/);

    // The next event goes to the new address, signed with the same secret.
    expect(
      (
        await page.request.post('/api/protocols/cold', {
          data: { exposureMethod: 'cold_shower', temperature: 55, temperatureUnit: 'F', duration: 60, completed: true },
        })
      ).status(),
    ).toBe(201);
    await expect.poll(() => second.ofType('log.created').length).toBe(1);
    expect(String(second.ofType('log.created')[0]!.headers['webhook-signature']).split(' ')).toContain(
      expectedSignature(secret, second.ofType('log.created')[0]!),
    );
    expect(first.received).toHaveLength(0);

    // Cancel leaves it as it was.
    await row.getByRole('button', { name: `Edit ${second.url}` }).click();
    await webhooksSection(page)
      .getByRole('form', { name: `Edit the webhook to ${second.url}` })
      .getByLabel('Endpoint URL')
      .fill('https://example.com/x');
    await webhooksSection(page).getByRole('button', { name: 'Cancel' }).click();
    await row.getByRole('button', { name: `Edit ${second.url}` }).waitFor();
  });

  it("shows the server's reason when it turned an endpoint off", async () => {
    const receiver = await startReceiver();
    const page = await openWebhooks();
    const created = await page.request.post('/api/webhooks', { data: { url: receiver.url, events: ['fast.started'] } });
    expect(created.status()).toBe(201);
    // Fifteen failures in a row take hours of retries: the list is answered as the server would then.
    const reason = 'Turned off after 15 failed deliveries in a row (the last: HTTP 500). Fix the endpoint, then turn it on again.';
    await page.route('**/api/webhooks', async (route) => {
      const endpoints = (await (await route.fetch()).json()) as object[];
      await route.fulfill({ json: endpoints.map((endpoint) => ({ ...endpoint, enabled: false, disabledReason: reason })) });
    });
    await page.reload();
    const row = endpointRow(page, receiver.url);
    await row.getByRole('note').getByText(reason).waitFor();
    expect(await row.getByRole('switch').isChecked()).toBe(false);
  });

  it("shows the server's refusal to the shared demo account", async () => {
    const page = await openWebhooks({ isDemo: true });
    const section = webhooksSection(page);
    await section.getByLabel('Endpoint URL').fill('https://example.com/hook');
    await section.getByRole('checkbox', { name: /^A fast ended/ }).check();
    await addButton(page).click();
    await section.getByRole('alert').getByText('The demo account is shared: it has no webhooks', { exact: false }).waitFor();
    expect(await section.getByLabel('Endpoint URL').inputValue()).toBe('https://example.com/hook');
  });

  describe('accessibility (axe-core)', () => {
    it('has no violations with the form and its errors, and with a delivery in the log, light and dark, on a desktop and at 375 px', async () => {
      for (const options of [{}, { isDark: true, viewport: VIEWPORTS.phone }]) {
        const receiver = await startReceiver();
        const page = await openWebhooks(options);
        await addButton(page).click();
        await webhooksSection(page).getByText('Pick at least one event').waitFor();
        expect(await axeViolations(page, { include: '#webhooks' })).toEqual([]);

        await addWebhook(page, receiver.url, ['A biometric reading was added']);
        expect(await axeViolations(page, { include: '#webhooks' })).toEqual([]);
        await createdPanel(page).getByRole('button', { name: 'Done' }).click();
        const row = endpointRow(page, receiver.url);
        await row.getByRole('button', { name: `Send test event to ${receiver.url}` }).click();
        await deliveryItem(row, 'webhook.test').getByText('Delivered', { exact: true }).waitFor();
        expect(await axeViolations(page, { include: '#webhooks' })).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
      }
    });
  });
});

import type { FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, uniqueUser, useBrowser } from './support/browser';
import { startEmbeddingWorld, type EmbeddingWorld } from './support/embed-hosts';
import { axeViolations } from './support/page-helpers';
import { DAILY_SAUNA } from './support/protocol-documents';

useBrowser();

// A site owner's page on another origin (127.0.0.2, on EMBED_ALLOWED_ORIGINS) shows the tracker of
// one of the owner's own protocols, with the code the generator made for it.
let world: EmbeddingWorld;
let appUrl: string;
let siteUrl: string;

beforeAll(async () => {
  world = await startEmbeddingWorld({ allowed: ['127.0.0.2'], dataDirPrefix: 'uh-e2e-protocol-widget-' });
  appUrl = world.appUrl;
  siteUrl = world.allowed[0]!;
});
afterAll(async () => world?.stop());

const SAUNA = DAILY_SAUNA;

/** A person signed in on the app, with the Sauna protocol; its id. */
async function ownerOfSauna() {
  const page = await openPage(`${appUrl}/auth`);
  const user = uniqueUser();
  expect((await page.request.post(`${appUrl}/api/register`, { data: user })).status()).toBe(201);
  const created = await page.request.post(`${appUrl}/api/custom-protocols`, { data: { document: SAUNA } });
  expect(created.status()).toBe(201);
  return { page, user, protocolId: ((await created.json()) as { id: number }).id };
}

const widget = (page: Page): FrameLocator => page.frameLocator('iframe[src*="/embed"]');
const dayPanel = (frame: FrameLocator) => frame.getByRole('region', { name: 'Today' });

describe("an own protocol's widget", () => {
  it('is offered by the generator, signs in through the popup, logs a value there and shows it', async () => {
    const { page: appPage, user, protocolId } = await ownerOfSauna();

    // Signed in, the generator lists the person's own protocols beside the built-in features.
    await appPage.goto(`${appUrl}/embed-generator`);
    await appPage.getByRole('group', { name: 'Your protocols' }).getByText('Sauna', { exact: true }).click();
    await appPage.waitForFunction(
      (src) => (document.getElementById('embed-code') as HTMLTextAreaElement | null)?.value.includes(src),
      `src="${appUrl}/embed/protocols/${protocolId}?theme=light&amp;nav=0"`,
    );
    const snippet = await appPage.getByRole('textbox', { name: 'Embed code' }).inputValue();
    expect(snippet).toContain('title="Ultimate Human – Sauna"');

    world.setPage(
      '/sauna',
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>My sauna diary</title></head><body><h1>My sauna diary</h1>${snippet}</body></html>`,
    );
    const page = await openPage(`${siteUrl}/sauna`, undefined, { baseUrl: siteUrl });
    const frame = widget(page);
    const popupOpened = page.waitForEvent('popup');
    await frame.getByRole('button', { name: 'Sign in to Ultimate Human' }).click();
    const popup = await popupOpened;
    await popup.getByLabel('Username', { exact: true }).fill(user.username);
    await popup.getByLabel('Password', { exact: true }).fill(user.password);
    await popup.getByRole('button', { name: 'Sign in' }).click();
    await popup.waitForEvent('close');

    // The tracker itself, without the app's way back to the list of protocols.
    await frame.getByRole('heading', { level: 1, name: 'Sauna' }).waitFor();
    expect(await frame.getByRole('link', { name: 'Your protocols' }).count()).toBe(0);
    // How the protocol reminds the person is set in the app, not through a site's widget.
    expect(await frame.getByRole('form', { name: 'Reminder' }).count()).toBe(0);
    await dayPanel(frame).getByText('Not logged', { exact: true }).waitFor();
    await frame.getByRole('button', { name: '+10 min' }).click();
    await dayPanel(frame).getByText('10 of 15 min', { exact: true }).waitFor();

    // In the person's own account, as the app shows it.
    await appPage.goto(`${appUrl}/protocols/${protocolId}`);
    await appPage.getByRole('region', { name: 'Today' }).getByText('10 of 15 min', { exact: true }).waitFor();
  });

  it('shows the app\'s "not found" for an unknown protocol and for another person\'s', async () => {
    const { protocolId: othersProtocol } = await ownerOfSauna();
    const { page } = await ownerOfSauna();
    for (const id of [othersProtocol, 987654321]) {
      await page.goto(`${appUrl}/embed/protocols/${id}`);
      await page.getByRole('heading', { level: 1, name: 'Protocol not found' }).waitFor();
      expect(await page.getByRole('link', { name: 'Your protocols' }).count()).toBe(0);
    }
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`has no axe-core violations in the ${theme} theme`, async () => {
      const { page, protocolId } = await ownerOfSauna();
      await page.goto(`${appUrl}/embed/protocols/${protocolId}?theme=${theme}&nav=1`);
      await page.getByRole('heading', { level: 1, name: 'Sauna' }).waitFor();
      await page.getByRole('region', { name: 'Today' }).getByText('Not logged', { exact: true }).waitFor();
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, toastTitled } from './support/page-helpers';
import { openPage, useBrowser, VIEWPORTS } from './support/browser';

type Viewport = { width: number; height: number };

useBrowser();

type EmbedConfig = { appOrigin: string | null; allowedOrigins: string[]; version: string };

/** The public generator, signed out, with the server's embed settings read (or replaced by `config`). */
async function openGenerator({ viewport = VIEWPORTS.desktop, config }: { viewport?: Viewport; config?: Partial<EmbedConfig> } = {}) {
  const page = await openPage('/auth', viewport);
  const real = (await (await page.request.get('/api/embed/config')).json()) as EmbedConfig;
  if (config) await page.route('**/api/embed/config', (route) => route.fulfill({ json: { ...real, ...config } }));
  await page.goto('/embed-generator');
  await page.getByRole('heading', { name: 'Embed Generator', level: 1 }).waitFor();
  const pageOrigin = new URL(page.url()).origin;
  // The snippet points at the server's public origin, or without one at the page's own.
  const settled = { ...real, ...config, appOrigin: config?.appOrigin ?? real.appOrigin ?? pageOrigin };
  await waitForSnippet(page, `src="${settled.appOrigin}/embed`);
  return { page, config: settled, pageOrigin };
}

const snippet = (page: Page) => page.getByRole('textbox', { name: 'Embed code' }).inputValue();

const waitForSnippet = (page: Page, text: string) =>
  page.waitForFunction((wanted) => (document.getElementById('embed-code') as HTMLTextAreaElement | null)?.value.includes(wanted), text);

const configure = (page: Page) => page.getByRole('region', { name: 'Configure' });
/** Picks a feature, a theme or the navigation toggle by its visible label, as a person does. */
const choose = (page: Page, label: string) => configure(page).getByText(label, { exact: true }).click();
const radio = (page: Page, label: string) => page.getByRole('radio', { name: new RegExp(`^${label}`) });
const navigationSwitch = (page: Page) => page.getByRole('switch', { name: 'Show navigation' });

describe('embed generator', () => {
  it('starts from the defaults: the menu, light, 100% × 600px, no navigation', async () => {
    const { page, config } = await openGenerator();
    expect(await radio(page, 'Feature Selection').isChecked()).toBe(true);
    expect(await radio(page, 'Light').isChecked()).toBe(true);
    expect(await page.getByRole('textbox', { name: 'Width' }).inputValue()).toBe('100%');
    expect(await page.getByRole('textbox', { name: 'Height' }).inputValue()).toBe('600px');
    expect(await navigationSwitch(page).isChecked()).toBe(false);
    await page.getByText('Enter a value in pixels (e.g. 500px) or a percentage (e.g. 100%)').waitFor();
    const code = await snippet(page);
    expect(code).toContain(`src="${config.appOrigin}/embed?theme=light&amp;nav=0"`);
    expect(code).toContain('width="100%" height="600px"');
    expect(code).toContain('allow="camera; microphone"');
    expect(code).toContain('title="Ultimate Human – Feature Selection"');
    expect(code).toContain(`event.origin !== ${JSON.stringify(config.appOrigin)}`);
    // The five steps, in docs/product.md's order.
    const steps = await page.getByRole('region', { name: 'Implementation Guide' }).getByRole('listitem').allTextContents();
    expect(steps.map((step) => step.split(':')[0]!.replace(/^\d/, ''))).toEqual(['Configure', 'Copy', 'Paste', 'Size', 'Responsive']);
  });

  it('puts the chosen feature and theme in the snippet, and each reset button restores its own default', async () => {
    const { page, config } = await openGenerator();
    await choose(page, 'Voice Journal');
    await choose(page, 'Dark');
    await waitForSnippet(page, `src="${config.appOrigin}/embed/voice-journal?theme=dark&amp;nav=0"`);
    expect(await snippet(page)).toContain('title="Ultimate Human – Voice Journal"');

    await page.getByRole('textbox', { name: 'Width' }).fill('420px');
    await page.getByRole('textbox', { name: 'Height' }).fill('720');
    await waitForSnippet(page, 'width="420px" height="720" style="border:0;width:420px;height:720px"');
    await page.getByRole('button', { name: 'Reset width to 100%' }).click();
    expect(await page.getByRole('textbox', { name: 'Width' }).inputValue()).toBe('100%');
    expect(await page.getByRole('textbox', { name: 'Height' }).inputValue()).toBe('720');
    await waitForSnippet(page, 'width="100%" height="720"');
    await page.getByRole('button', { name: 'Reset height to 600px' }).click();
    expect(await page.getByRole('textbox', { name: 'Height' }).inputValue()).toBe('600px');
    await waitForSnippet(page, 'width="100%" height="600px"');
  });

  it('shows an error under a size that is not one, and keeps the last valid size in the code', async () => {
    const { page } = await openGenerator();
    const width = page.getByRole('textbox', { name: 'Width' });
    await width.fill('420px');
    await waitForSnippet(page, 'width="420px" height="600px" style="border:0;width:420px;height:600px"');
    for (const typed of ['', 'abc', '-5px', '100%; background:red']) {
      await width.fill(typed);
      const error = page.getByText(typed === '' ? 'Width is required, such as 100% or 500px' : 'Width must be a number with px or %');
      await error.waitFor();
      expect(await width.getAttribute('aria-invalid')).toBe('true');
      expect(await width.getAttribute('aria-describedby')).toContain(await error.getAttribute('id'));
      const code = await snippet(page);
      expect(code).toContain('width="420px" height="600px" style="border:0;width:420px;height:600px"');
      if (typed) expect(code).not.toContain(typed);
    }
    await page.getByRole('textbox', { name: 'Height' }).fill('0');
    await page.getByText('Height must be more than 0').waitFor();
    await width.fill('80%');
    await waitForSnippet(page, 'width="80%" height="600px"');
    expect(await page.getByText(/^Width (is|must)/).count()).toBe(0);
  });

  it('points the code at the address the page was opened at when the server has no PUBLIC_URL, and says so', async () => {
    // The browser tests' server runs without PUBLIC_URL, on 127.0.0.1 (as a server opened at a LAN address).
    const { page, pageOrigin } = await openGenerator();
    expect((await (await page.request.get('/api/embed/config')).json()).appOrigin).toBeNull();
    const code = await snippet(page);
    expect(code).toContain(`src="${pageOrigin}/embed?theme=light&amp;nav=0"`);
    expect(code).toContain(`event.origin !== ${JSON.stringify(pageOrigin)}`);
    expect(code).not.toContain('localhost');
    await page.getByText(`The code points at ${pageOrigin}, the address you opened this page at.`).waitFor();
  });

  it('turns the navigation on and off, by mouse and by keyboard', async () => {
    const { page, config } = await openGenerator();
    await choose(page, 'Show navigation');
    expect(await navigationSwitch(page).isChecked()).toBe(true);
    await waitForSnippet(page, `${config.appOrigin}/embed?theme=light&amp;nav=1`);
    await navigationSwitch(page).focus();
    await page.keyboard.press('Space');
    expect(await navigationSwitch(page).isChecked()).toBe(false);
    await waitForSnippet(page, `${config.appOrigin}/embed?theme=light&amp;nav=0`);

    // Arrow keys move through the feature choices.
    await radio(page, 'Feature Selection').focus();
    await page.keyboard.press('ArrowDown');
    expect(await radio(page, '30-30-30 Method').isChecked()).toBe(true);
    await waitForSnippet(page, `${config.appOrigin}/embed/thirty-thirty-thirty?`);
  });

  it('copies the snippet, says so, and the copied icon reverts', async () => {
    const { page } = await openGenerator();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(page.url()).origin });
    await choose(page, 'Cold Exposure');
    const code = await snippet(page);
    await page.getByRole('button', { name: 'Copy to Clipboard' }).click();
    await toastTitled(page, 'Copied!').getByText('Embed code copied to clipboard').first().waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await page.getByRole('button', { name: 'Copied', exact: true }).waitFor();
    // The check mark goes back to the copy icon by itself (after 2 s).
    await page.getByRole('button', { name: 'Copy embed code' }).waitFor({ timeout: 10_000 });

    await page.evaluate(() => navigator.clipboard.writeText(''));
    await page.getByRole('button', { name: 'Copy embed code' }).click();
    await page.getByRole('button', { name: 'Copied', exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  });

  it('says so when the browser refuses the clipboard', async () => {
    const page = await openPage('/auth');
    await page.addInitScript(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
    });
    await page.goto('/embed-generator');
    await page.getByRole('button', { name: 'Copy to Clipboard' }).click();
    await toastTitled(page, 'Could not copy')
      .getByText(/Select the code in the box/)
      .first()
      .waitFor();
    expect(await page.getByRole('button', { name: 'Copy embed code' }).count()).toBe(1);
  });

  it('previews the chosen widget in a 500 px frame and opens it in a new tab', async () => {
    // The preview loads from the page's own origin, which may frame the widget whatever the allow-list says.
    const { page, pageOrigin } = await openGenerator({ config: { allowedOrigins: [] } });
    await choose(page, 'Fasting Tracker');
    await choose(page, 'Dark');
    await choose(page, 'Show navigation');
    await page.getByRole('tab', { name: 'Preview' }).click();
    const frame = page.getByTitle('Preview: Ultimate Human – Fasting Tracker');
    const expected = `${pageOrigin}/embed/fasting?theme=dark&nav=1`;
    expect(await frame.getAttribute('src')).toBe(expected);
    expect((await frame.boundingBox())?.height).toBe(500);
    // The browser let the frame load: its document is the widget page, not an error page.
    // The frame may attach after the attribute is set, so it is looked up again on every try.
    await expect
      .poll(() =>
        page
          .frame({ url: expected })
          ?.evaluate(() => document.readyState)
          .catch(() => undefined),
      )
      .toBe('complete');
    const link = page.getByRole('link', { name: 'Open Preview in New Tab' });
    expect(await link.getAttribute('href')).toBe(expected);
    expect(await link.getAttribute('target')).toBe('_blank');
    const [popup] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await popup!.waitForURL(expected);
  });

  it('shows the allowed sites, or that embedding is turned off', async () => {
    const off = await openGenerator({ config: { allowedOrigins: [] } });
    await off.page.getByText('Embedding is turned off on this server:').waitFor();
    expect(await off.page.getByRole('list', { name: 'Allowed sites' }).count()).toBe(0);

    const listed = await openGenerator({ config: { allowedOrigins: ['https://blog.example.com', 'https://www.example.com'] } });
    const list = listed.page.getByRole('list', { name: 'Allowed sites' });
    expect(await list.getByRole('listitem').allTextContents()).toEqual(['https://blog.example.com', 'https://www.example.com']);
    expect(await listed.page.getByText('Embedding is turned off').count()).toBe(0);
  });

  it("shows this server's own list of allowed sites", async () => {
    const { page, config } = await openGenerator();
    if (config.allowedOrigins.length === 0) await page.getByText('Embedding is turned off on this server:').waitFor();
    else
      expect(await page.getByRole('list', { name: 'Allowed sites' }).getByRole('listitem').allTextContents()).toEqual(
        config.allowedOrigins,
      );
  });

  describe('accessibility (axe-core)', () => {
    it('has no violations in the light theme, on a desktop and at 375 px', async () => {
      for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
        const { page } = await openGenerator({ viewport });
        expect(await axeViolations(page, { exclude: 'iframe' })).toEqual([]);
        // Nothing is wider than a phone's screen.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        await page.getByRole('tab', { name: 'Preview' }).click();
        await page.getByRole('link', { name: 'Open Preview in New Tab' }).waitFor();
        expect(await axeViolations(page, { exclude: 'iframe' })).toEqual([]);
      }
    });

    it('has no violations in the dark theme', async () => {
      const page = await openPage('/auth');
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto('/embed-generator');
      await page.getByRole('heading', { name: 'Embed Generator', level: 1 }).waitFor();
      await choose(page, 'Show navigation');
      expect(await page.evaluate(() => getComputedStyle(document.body).colorScheme)).toBe('dark');
      expect(await axeViolations(page, { exclude: 'iframe' })).toEqual([]);
    });
  });
});

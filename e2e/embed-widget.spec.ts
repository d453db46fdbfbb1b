import AxeBuilder from '@axe-core/playwright';
import type { Frame, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, uniqueUser, useBrowser } from './support/browser';
import { startEmbeddingWorld, type EmbeddingWorld } from './support/embed-hosts';

useBrowser();

// A site owner's page on another origin (127.0.0.2, on EMBED_ALLOWED_ORIGINS) pastes the snippet
// the generator made; a third origin (127.0.0.3, not on the list) tries to frame or talk to it.
let world: EmbeddingWorld;
let appUrl: string;
let allowedSite: string;
let otherSite: string;

beforeAll(async () => {
  world = await startEmbeddingWorld({ allowed: ['127.0.0.2'], others: ['127.0.0.3'], dataDirPrefix: 'uh-e2e-embed-' });
  appUrl = world.appUrl;
  allowedSite = world.allowed[0]!;
  otherSite = world.others[0]!;
});
afterAll(async () => world?.stop());

type Received = { origin: string; data: { type?: string; [key: string]: unknown } };

/** The snippet exactly as the generator shows it, for a feature picked by its label. */
async function snippetFromGenerator(feature: string): Promise<string> {
  const page = await openPage(`${appUrl}/embed-generator`);
  await page.getByRole('region', { name: 'Configure' }).getByText(feature, { exact: true }).click();
  const code = page.getByRole('textbox', { name: 'Embed code' });
  await page.waitForFunction(
    (origin) => (document.getElementById('embed-code') as HTMLTextAreaElement | null)?.value.includes(`src="${origin}/embed`),
    appUrl,
  );
  return code.inputValue();
}

/** The host page: a heading, the snippet, and a record of every message the page receives. */
function hostPage(snippet: string, extra = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>My wellness blog</title>
<script>window.received = []; window.addEventListener('message', function (e) { window.received.push({ origin: e.origin, data: e.data }); });</script>
</head><body><h1>My wellness blog</h1>${snippet}${extra}</body></html>`;
}

let pageCounter = 0;
/** Serves the page on `site` and opens it in a fresh browser context. */
async function openHost(site: string, html: string, options: { allowedErrors?: RegExp[] } = {}) {
  pageCounter += 1;
  const pathname = `/page-${pageCounter}`;
  world.setPage(pathname, html);
  const page = await openPage(`${site}${pathname}`, undefined, { baseUrl: site, ...options });
  return page;
}

const received = (page: Page) => page.evaluate(() => (window as unknown as { received: Received[] }).received);
const receivedOfType = async (page: Page, type: string) => (await received(page)).filter((message) => message.data?.type === type);
const waitForMessage = (page: Page, type: string, match: Record<string, unknown> = {}) =>
  page.waitForFunction(
    ({ type, match }) =>
      (window as unknown as { received: Received[] }).received.some(
        (message) => message.data?.type === type && Object.entries(match).every(([key, value]) => message.data[key] === value),
      ),
    { type, match },
  );

const widget = (page: Page): FrameLocator => page.frameLocator('iframe[src*="/embed"]');
const postToWidget = (page: Page, message: unknown) =>
  page.evaluate(
    ({ message, appUrl }) =>
      document.querySelector<HTMLIFrameElement>('iframe[src*="/embed"]')!.contentWindow!.postMessage(message, appUrl),
    { message, appUrl },
  );
const frameHeight = (page: Page) => page.evaluate(() => document.querySelector<HTMLIFrameElement>('iframe[src*="/embed"]')!.style.height);

/** A person's account on the app, signed in through the API in its own context. */
async function accountWithSession() {
  const page = await openPage(`${appUrl}/auth`);
  const user = uniqueUser();
  const response = await page.request.post(`${appUrl}/api/register`, { data: user });
  expect(response.status()).toBe(201);
  return { page, user, userId: ((await response.json()) as { id: number }).id };
}

describe('the widget on a site owner’s page', () => {
  it('shows, says it is ready, follows ROUTE_CHANGE, reports its route and size, and the frame follows its height', async () => {
    const page = await openHost(allowedSite, hostPage(await snippetFromGenerator('Feature Selection')));
    await widget(page).getByRole('heading', { name: 'Choose a feature' }).waitFor();
    await waitForMessage(page, 'EMBED_READY', { version: '1.0.0' });
    // Every message came from the app's origin.
    expect(new Set((await received(page)).map((message) => message.origin))).toEqual(new Set([appUrl]));

    // The snippet's script sets the frame's height from SIZE_CHANGED.
    await waitForMessage(page, 'SIZE_CHANGED');
    const lastHeight = async () => (await receivedOfType(page, 'SIZE_CHANGED')).at(-1)?.data.height as number;
    await expect.poll(async () => frameHeight(page)).toBe(`${await lastHeight()}px`);
    const menuHeight = await lastHeight();

    await postToWidget(page, { type: 'ROUTE_CHANGE', route: '/fasting' });
    await widget(page).getByRole('button', { name: 'Sign in to Ultimate Human' }).waitFor();
    await widget(page).getByRole('heading', { name: 'Fasting Tracker' }).waitFor();
    await waitForMessage(page, 'ROUTE_CHANGED', { route: '/fasting' });
    // The content changed size; the frame followed.
    await expect.poll(lastHeight).not.toBe(menuHeight);
    await expect.poll(async () => frameHeight(page)).toBe(`${await lastHeight()}px`);

    await postToWidget(page, { type: 'GET_SIZE' });
    await waitForMessage(page, 'SIZE_INFO');
    const [info] = await receivedOfType(page, 'SIZE_INFO');
    expect(info?.data).toEqual({ type: 'SIZE_INFO', height: await lastHeight(), width: expect.any(Number) });

    // NAVIGATE is a visit like a click; the menu link navigates inside the frame too.
    await postToWidget(page, { type: 'NAVIGATE', route: '/' });
    await widget(page).getByRole('heading', { name: 'Choose a feature' }).waitFor();
    await widget(page).getByRole('link', { name: 'Cold Exposure' }).click();
    await waitForMessage(page, 'ROUTE_CHANGED', { route: '/cold-exposure' });
    await widget(page).getByRole('heading', { name: 'Cold Exposure' }).waitFor();

    // 'Powered by' only inside a frame, opening the app in a new tab.
    const poweredBy = widget(page).getByRole('link', { name: /Powered by Ultimate Human/ });
    expect(await poweredBy.getAttribute('target')).toBe('_blank');
    expect(page.url().startsWith(allowedSite)).toBe(true);
  });

  it('ignores junk and messages from any other origin: nothing changes', async () => {
    const spoofer = `<iframe id="other" title="Another site" src="${otherSite}/spoof"></iframe>`;
    world.setPage('/spoof', '<!doctype html><html lang="en"><head><title>Other</title></head><body>other site</body></html>');
    const page = await openHost(allowedSite, hostPage(await snippetFromGenerator('Feature Selection'), spoofer));
    await widget(page).getByRole('heading', { name: 'Choose a feature' }).waitFor();
    await waitForMessage(page, 'EMBED_READY');

    // A frame of a third origin on the same page reaches the widget's window and tries everything.
    const other = page.frames().find((frame) => frame.url().startsWith(otherSite)) as Frame;
    await other.evaluate(() => {
      const target = window.parent.frames[0]!;
      target.postMessage({ type: 'ROUTE_CHANGE', route: '/chat' }, '*');
      target.postMessage({ type: 'NAVIGATE', route: '/fasting' }, '*');
      target.postMessage({ type: 'GET_SIZE' }, '*');
    });
    // The host itself sends junk: wrong shapes, unknown types, strings.
    for (const junk of [
      'ROUTE_CHANGE',
      { type: 'ROUTE_CHANGE' },
      { type: 'ROUTE_CHANGE', route: 42 },
      { type: 'AUTH_TOKEN', token: 'short' },
      { type: 'DELETE_EVERYTHING' },
      null,
    ]) {
      await postToWidget(page, junk);
    }
    // A message sent after them all is answered, so they were all read by now.
    await postToWidget(page, { type: 'GET_SIZE' });
    await waitForMessage(page, 'SIZE_INFO');
    expect(await receivedOfType(page, 'SIZE_INFO')).toHaveLength(1);
    expect(await receivedOfType(page, 'ROUTE_CHANGED')).toEqual([{ origin: appUrl, data: { type: 'ROUTE_CHANGED', route: '/' } }]);
    await widget(page).getByRole('heading', { name: 'Choose a feature' }).waitFor();
  });

  it('is not shown on a site that is not on the list', async () => {
    const page = await openHost(otherSite, hostPage(await snippetFromGenerator('Fasting Tracker')), {
      allowedErrors: [/frame-ancestors/],
    });
    // The browser refuses the frame (frame-ancestors): it holds the browser's error page, not the app.
    await expect.poll(() => page.frames().map((frame) => frame.url())).toContain('chrome-error://chromewebdata/');
    await page.waitForTimeout(1000);
    expect(await widget(page).getByRole('button', { name: 'Sign in to Ultimate Human' }).count()).toBe(0);
    expect(await receivedOfType(page, 'EMBED_READY')).toEqual([]);
  });

  it('signs in through the popup on the app’s own site, then logs a cold session there', async () => {
    const { user, page: appPage } = await accountWithSession();
    const page = await openHost(allowedSite, hostPage(await snippetFromGenerator('Cold Exposure')));
    // The stopwatch runs on a clock the test moves on (installed before the widget loads).
    await page.clock.install();
    await page.reload();
    const frame = widget(page);
    await frame.getByRole('button', { name: 'Sign in to Ultimate Human' }).waitFor();

    const popupOpened = page.waitForEvent('popup');
    await frame.getByRole('button', { name: 'Sign in to Ultimate Human' }).click();
    const popup = await popupOpened;
    await popup.getByLabel('Username', { exact: true }).fill(user.username);
    await popup.getByLabel('Password', { exact: true }).fill(user.password);
    await popup.getByRole('button', { name: 'Sign in' }).click();
    await popup.waitForEvent('close');

    // Signed in by the token the popup handed over: the tracker itself, with a way to sign out.
    await frame.getByRole('button', { name: 'Start', exact: true }).waitFor();
    await frame.getByRole('button', { name: 'Sign out' }).waitFor();
    await frame.getByRole('button', { name: 'Start', exact: true }).click();
    await page.clock.fastForward('02:10');
    await frame.getByRole('button', { name: 'Stop' }).click();
    await frame.getByRole('status').filter({ hasText: 'Session Logged' }).waitFor();

    // The session is in the person's own account, as the app itself shows it.
    const me = (await (await appPage.request.get(`${appUrl}/api/user`)).json()) as { id: number };
    const sessions = (await (await appPage.request.get(`${appUrl}/api/protocols/cold/${me.id}`)).json()) as { duration: number }[];
    expect(sessions.map((session) => session.duration)).toEqual([130]);

    // Sign out inside the widget: the token stops working and the prompt is back.
    await frame.getByRole('button', { name: 'Sign out' }).click();
    await frame.getByRole('button', { name: 'Sign in to Ultimate Human' }).waitFor();
  });

  it('keeps one widget sign-in per site, and says why it asks again where the browser blocks storage in frames', async () => {
    const { user, page: appPage } = await accountWithSession();
    const page = await openHost(allowedSite, hostPage(await snippetFromGenerator('Fasting Tracker')));
    // As in browsers that block storage for other sites' frames: sessionStorage throws inside the widget.
    await page.context().addInitScript((app) => {
      if (window.self === window.top || window.location.origin !== app) return;
      Object.defineProperty(window, 'sessionStorage', {
        get: () => {
          throw new DOMException('Access is denied for this document.', 'SecurityError');
        },
      });
    }, appUrl);
    await page.reload();
    const frame = widget(page);
    const why = frame.getByText('Your browser does not let this widget keep anything on this site');

    const signInThroughPopup = async (withForm: boolean) => {
      const popupOpened = page.waitForEvent('popup');
      await frame.getByRole('button', { name: 'Sign in to Ultimate Human' }).click();
      const popup = await popupOpened;
      if (withForm) {
        await popup.getByLabel('Username', { exact: true }).fill(user.username);
        await popup.getByLabel('Password', { exact: true }).fill(user.password);
        await popup.getByRole('button', { name: 'Sign in' }).click();
      }
      await popup.waitForEvent('close');
      await frame.getByRole('button', { name: 'Start Fast' }).waitFor();
    };
    await why.waitFor();
    await signInThroughPopup(true);

    // The reload forgets the token: the widget asks again, and says why.
    await page.reload();
    await why.waitFor();
    await signInThroughPopup(false);

    // Both sign-ins on this site are one token, renewed, for this site.
    const tokens = (await (await appPage.request.get(`${appUrl}/api/tokens`)).json()) as { kind: string; origin: string | null }[];
    expect(tokens.map(({ kind, origin }) => ({ kind, origin }))).toEqual([{ kind: 'widget', origin: allowedSite }]);
  });

  it('makes no token when a page elsewhere opens the sign-in popup itself', async () => {
    const { page: appPage } = await accountWithSession();
    world.setPage('/opener', '<!doctype html><html lang="en"><head><title>Elsewhere</title></head><body>elsewhere</body></html>');
    const elsewhere = await appPage.context().newPage();
    await elsewhere.goto(`${otherSite}/opener`);
    const popupOpened = elsewhere.waitForEvent('popup');
    await elsewhere.evaluate((url) => void window.open(url, 'sign-in', 'popup,width=480,height=720'), `${appUrl}/embed-sign-in`);
    const popup = await popupOpened;
    // Signed in (the cookie is there), yet nothing answers the popup's question: no token.
    await popup.getByText('This window signs in an Ultimate Human widget on another site').waitFor();
    expect(await (await appPage.request.get(`${appUrl}/api/tokens`)).json()).toEqual([]);
  });

  it('accepts an embed token from the host page (AUTH_TOKEN) and logs a fast with it', async () => {
    const { page: appPage, userId } = await accountWithSession();
    const created = await appPage.request.post(`${appUrl}/api/tokens`, { data: { name: 'My blog', expiresIn: '1d' } });
    expect(created.status()).toBe(201);
    const { token } = (await created.json()) as { token: string };

    const page = await openHost(allowedSite, hostPage(await snippetFromGenerator('Fasting Tracker')));
    const frame = widget(page);
    await frame.getByRole('button', { name: 'Sign in to Ultimate Human' }).waitFor();
    await waitForMessage(page, 'EMBED_READY');
    await postToWidget(page, { type: 'AUTH_TOKEN', token });
    await frame.getByRole('button', { name: 'Start Fast' }).click();
    // End Fast shows (disabled) as soon as the start is sent; it is enabled once the fast is saved.
    const endFast = frame.getByRole('button', { name: 'End Fast' });
    await expect.poll(() => endFast.isEnabled()).toBe(true);

    const fasts = (await (await appPage.request.get(`${appUrl}/api/protocols/fasting/${userId}`)).json()) as { endTime: string | null }[];
    expect(fasts).toHaveLength(1);
    expect(fasts[0]?.endTime).toBeNull();
    // The site's own token is the site's to manage: no Sign out under the widget.
    expect(await frame.getByRole('button', { name: 'Sign out' }).count()).toBe(0);
  });
});

describe('dialogs in a tall widget', () => {
  it('opens End Fast next to its button: the host page stays where it was and shows the dialog', async () => {
    const { page: appPage } = await accountWithSession();
    const created = await appPage.request.post(`${appUrl}/api/tokens`, { data: { name: 'My blog', expiresIn: '1d' } });
    const { token } = (await created.json()) as { token: string };
    // A widget much taller than the window (as with a long history): the frame alone, at 2400 px.
    const [frameOnly] = (await snippetFromGenerator('Fasting Tracker')).split('<script>');
    const page = await openHost(allowedSite, hostPage(frameOnly!.replace(/height:\d+px/, 'height:2400px')));
    const frame = widget(page);
    await frame.getByRole('button', { name: 'Sign in to Ultimate Human' }).waitFor();
    await waitForMessage(page, 'EMBED_READY');
    await postToWidget(page, { type: 'AUTH_TOKEN', token });
    await frame.getByRole('button', { name: 'Start Fast' }).click();
    const endFast = frame.getByRole('button', { name: 'End Fast' });
    await expect.poll(() => endFast.isEnabled()).toBe(true);

    await endFast.scrollIntoViewIfNeeded();
    const scrolledTo = await page.evaluate(() => window.scrollY);
    const button = (await endFast.boundingBox())!;
    await endFast.click();
    const dialog = frame.getByRole('dialog', { name: 'End this fast?' });
    await dialog.waitFor();
    await page.waitForTimeout(300);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolledTo)).toBeLessThanOrEqual(2);
    const box = (await dialog.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(900);
    expect(Math.abs(box.y - button.y)).toBeLessThan(200);
  });
});

describe('the widget on its own', () => {
  it('fits a 320 × 400 frame: nothing wider than the frame, the feature reachable', async () => {
    const page = await openPage(`${appUrl}/embed/thirty-thirty-thirty?nav=1`, { width: 320, height: 400 });
    await page.getByRole('navigation', { name: 'Widget features' }).waitFor();
    await page.getByRole('button', { name: 'Sign in to Ultimate Human' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    // Not framed: no 'Powered by' link.
    expect(await page.getByRole('link', { name: /Powered by/ }).count()).toBe(0);
  });

  it('falls back to the defaults for unknown values and shows the menu for an unknown feature', async () => {
    const page = await openPage(`${appUrl}/embed/nope?theme=purple&nav=maybe`);
    await page.getByRole('heading', { name: 'Choose a feature' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    expect(await page.getByRole('navigation', { name: 'Widget features' }).count()).toBe(0);
    expect(await page.getByRole('link').allTextContents()).toEqual(
      expect.arrayContaining(['30-30-30 Method', 'Fasting Tracker', 'Cold Exposure', 'Voice Journal', 'Wellness Chat']),
    );
    await page.goto(`${appUrl}/embed?route=/chat&theme=dark`);
    await page.getByRole('heading', { name: 'Wellness Chat' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`has no axe-core violations in the ${theme} theme, signed in and signed out`, async () => {
      const { page } = await accountWithSession();
      for (const route of ['/embed?nav=1', '/embed/fasting?nav=1', '/embed/cold-exposure?nav=0']) {
        await page.goto(`${appUrl}${route}&theme=${theme}`);
        await page.getByRole('main').locator('h1, h2').first().waitFor();
        await page.locator('.animate-spin').waitFor({ state: 'detached' });
        const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
        expect(result.violations.map((violation) => `${route}: ${violation.id}`)).toEqual([]);
      }
      const signedOut = await openPage(`${appUrl}/embed/voice-journal?theme=${theme}`);
      await signedOut.getByRole('button', { name: 'Sign in to Ultimate Human' }).waitFor();
      const result = await new AxeBuilder({ page: signedOut }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      expect(result.violations.map((violation) => violation.id)).toEqual([]);
    });
  }
});

import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiFast } from './support/fasting-helpers';
import { openPage, uniqueUser, useBrowser, VIEWPORTS } from './support/browser';

useBrowser();

async function signedInAs(displayName = 'Robin Tester') {
  const page = await openPage('/auth', VIEWPORTS.phone);
  const response = await page.request.post('/api/register', { data: { ...uniqueUser(), displayName } });
  expect(response.status()).toBe(201);
  return page;
}

/** The same person in a browser that runs no script at all: what they see is what the server sent. */
async function withoutScript<T>(page: Page, read: (page: Page) => Promise<T>): Promise<T> {
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser');
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORTS.phone, baseURL: new URL(page.url()).origin });
  try {
    await context.addCookies(await page.context().cookies());
    return await read(await context.newPage());
  } finally {
    await context.close();
  }
}

const mainText = (page: Page) => page.locator('main').innerText();

describe('signed-in pages sent rendered with the person’s data', () => {
  it('shows the dashboard, progress and a running fast before any script has run', async () => {
    const page = await signedInAs();
    await apiFast(page, 3, null);
    const texts = await withoutScript(page, async (bare) => {
      const seen: Record<string, string> = {};
      // A query (as from a reminder's link) leaves the page as it is.
      for (const path of ['/', '/progress', '/fasting?from=reminder']) {
        await bare.goto(path);
        seen[path] = await mainText(bare);
      }
      return seen;
    });
    expect(texts['/']).toContain('Welcome back, Robin!');
    expect(texts['/']).toContain('Intermittent Fasting');
    expect(texts['/']).toMatch(/3h 0m\s*of 16h/);
    expect(texts['/progress']).toContain('Protocol Adherence');
    expect(texts['/fasting?from=reminder']).toMatch(/Elapsed\s*3:0[01]:\d\d/);
    expect(texts['/fasting?from=reminder']).toContain('End Fast');
  });

  it('is taken over by the app without being drawn again: the timer runs on and the buttons work', async () => {
    const page = await signedInAs();
    await apiFast(page, 2, null);
    await page.goto('/fasting');
    expect(await page.locator('#root').getAttribute('data-prerendered')).toBe('page');
    // The data came with the page: once the app has read it, the element is gone.
    await expect.poll(() => page.locator('#page-data').count()).toBe(0);
    const elapsed = page.getByTestId('fast-elapsed');
    const first = await elapsed.innerText();
    expect(first).toMatch(/^2:0[01]:\d\d$/);
    await expect.poll(() => elapsed.innerText(), { timeout: 5000 }).not.toBe(first);
    await page.getByRole('button', { name: 'End Fast' }).click();
    await page.getByRole('dialog', { name: 'End this fast?' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Home' }).click();
    await page.getByRole('heading', { name: 'Welcome back, Robin!' }).waitFor();
    // Opened afresh, the other pages come rendered too, and any difference from the browser's
    // first render would have been reported as a console error by React.
    await page.goto('/progress');
    await page.getByText('Protocol Adherence').waitFor();
  });

  it('keeps the page’s data for the app however long the page’s code takes to arrive', async () => {
    const page = await signedInAs();
    await apiFast(page, 3, null);
    await page.clock.install({ time: new Date() });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/dashboard-page-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    // The app has read the page's data (the element is gone) but cannot take the page over yet.
    await expect.poll(() => page.locator('#page-data').count()).toBe(0);
    // Half an hour on (a phone put away mid-load): a cache left alone that long is emptied.
    await page.clock.fastForward('30:00');
    release();
    await page.getByRole('button', { name: 'Toggle menu', disabled: false }).waitFor();
    await page.getByText(/3h \d+m\s*of 16h/).waitFor();
  });

  it('shows a name with markup in it as text, and runs none of it', async () => {
    const name = '</script><img src=x onerror=alert(1)>';
    const page = await signedInAs(name);
    await page.goto('/');
    await page.getByRole('heading', { name: `Welcome back, ${name.split(' ')[0]}!` }).waitFor();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
  });
});

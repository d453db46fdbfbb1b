import { describe, expect, it } from 'vitest';
import { openPage, useBrowser } from './support/browser';
import { axeViolations } from './support/page-helpers';

useBrowser();

/**
 * The API reference at /api/docs, rendered by the browser from the app's own files under the app's
 * CSP: every operation of the generated document appears, with no console error or CSP violation
 * (the browser helper fails the test on either), and it reads accessibly.
 */
describe('the API reference', () => {
  it('renders every operation of the generated document, from the app’s own files', async () => {
    const page = await openPage('/api/docs');
    const document = (await (await page.request.get('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
      webhooks: Record<string, Record<string, unknown>>;
    };
    const count = (items: Record<string, Record<string, unknown>>) =>
      Object.values(items).reduce((sum, methods) => sum + Object.keys(methods).length, 0);
    const operations = count(document.paths);
    expect(operations).toBeGreaterThan(80);
    // The webhook events are listed as operations too, after the paths.
    const events = count(document.webhooks);
    expect(events).toBeGreaterThanOrEqual(6);
    const shown = page.locator('.opblock');
    await expect.poll(() => shown.count(), { timeout: 15_000 }).toBe(operations + events);
    const origins = new Set<string>();
    page.on('request', (request) => origins.add(new URL(request.url()).origin));
    // Opening an operation shows its parameters and answers, from the same document.
    const progress = page.locator('.opblock').filter({ hasText: '/api/progress/summary' });
    await progress.locator('.opblock-summary-control').click();
    await progress.getByText('range', { exact: true }).first().waitFor();
    expect([...origins].filter((origin) => origin !== new URL(page.url()).origin)).toEqual([]);
  });

  it('has no accessibility violations', async () => {
    const page = await openPage('/api/docs');
    await page.locator('.opblock').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { createTestApp, signUp } from '../../test/test-app';
import { jsonForScriptElement } from './signed-in-page';

/**
 * A stand-in for the web build's renderer (web/src/prerender/signed-in-page-markup.tsx, which
 * the browser tests drive for real): it reads what the page reads through the server's `answer`
 * and renders the person's name, so these tests see exactly what the server gave it.
 */
const FAKE_RENDERER = `
export async function renderSignedInPage(address, answer) {
  const path = address.split('?')[0];
  if (path === '/progress') throw new Error('a bug in a page');
  if (path !== '/' && path !== '/fasting') return null;
  const user = await answer('/api/user');
  if (!user) return null;
  const settings = await answer('/api/settings');
  const missing = await answer('/api/no-such-read');
  return {
    html: '<h1>Welcome back, ' + user.displayName.replace(/</g, '&lt;') + '</h1>',
    data: { renderedAt: 1, reads: [{ queryKey: ['/api/user'], data: user }, { queryKey: ['/api/settings'], data: settings }], missing },
  };
}`;

/** The page-data element's JSON. */
const pageDataOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null');

describe('signed-in pages rendered on the server', () => {
  let app: App;
  beforeAll(async () => {
    const web = mkdtempSync(path.join(os.tmpdir(), 'uh-web-signed-in-'));
    const dist = path.join(web, 'dist');
    mkdirSync(dist);
    mkdirSync(path.join(web, 'dist-ssr'));
    const page = '<!doctype html><html lang="en"><head><style>body{}</style></head><body><div id="root"></div></body></html>';
    writeFileSync(path.join(dist, 'index.html'), page.replace('<style>body{}</style>', '<link rel="stylesheet" href="/a.css">'));
    writeFileSync(path.join(dist, 'signed-in.html'), page);
    writeFileSync(path.join(web, 'dist-ssr', 'signed-in-page-markup.js'), FAKE_RENDERER);
    app = await createTestApp({}, { webDistDir: dist });
  });
  afterAll(() => app.close());

  const get = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { ...headers, ...(cookie ? { cookie } : {}) } });

  it('sends the page with the person’s own data, read through the API with their session, never to be cached', async () => {
    const ada = await signUp(app, { displayName: 'Ada' });
    const response = await get('/', ada.cookie, { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(String(response.headers.vary)).toContain('Cookie');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.link).toBeUndefined();
    const html = brotliDecompressSync(response.rawPayload).toString();
    expect(html).toContain('<div id="root" data-prerendered="page"><h1>Welcome back, Ada</h1></div>');
    const data = pageDataOf(html);
    expect(data.reads[0].data).toMatchObject({ id: ada.user.id, displayName: 'Ada' });
    expect(data.reads[1].data).toHaveProperty('theme');
    // A read the API refuses reaches the renderer as nothing, not as an error page.
    expect(data.missing).toBeNull();

    const grace = await signUp(app, { displayName: 'Grace' });
    const other = (await get('/', grace.cookie)).body;
    expect(other).toContain('Welcome back, Grace');
    expect(other).not.toContain('Ada');
  });

  it('keeps whatever the person typed from ending the data element or running as script', async () => {
    const name = '</script><script>alert(1)</script>';
    const mallory = await signUp(app, { displayName: name });
    const html = (await get('/fasting', mallory.cookie)).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(pageDataOf(html).reads[0].data.displayName).toBe(name);
    expect(jsonForScriptElement({ a: '<\u2028\u2029' })).toBe('{"a":"\\u003c\\u2028\\u2029"}');
  });

  it('sends the plain page without a session, with a session no longer good, for pages not rendered ahead and when rendering fails', async () => {
    const ada = await signUp(app);
    for (const [url, cookie] of [
      ['/', undefined],
      ['/', 'uh_session=not-a-session'],
      ['/settings', ada.cookie],
      ['/progress', ada.cookie],
    ] as const) {
      const response = await get(url, cookie);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.body, url).toContain('href="/a.css"');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });
});

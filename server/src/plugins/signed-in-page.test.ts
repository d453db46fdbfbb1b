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
 * the browser tests drive for real): it reads what the page reads through the server's `answer`,
 * plus each `read` of the address (`:me` standing for the person's id), and renders the person's
 * name, so these tests see exactly what the server gave it. Like the real one, it sends a page again
 * as it was rendered while the answers stay the same.
 */
const FAKE_RENDERER = `
const kept = new Map();
export async function renderSignedInPage(address, answer) {
  const [path, query = ''] = address.split('?');
  if (path === '/progress') throw new Error('a bug in a page');
  if (path !== '/' && path !== '/fasting') return null;
  const user = await answer('/api/user');
  if (!user) return null;
  const urls = ['/api/settings', ...new URLSearchParams(query).getAll('read').map((url) => url.replace(':me', user.id))];
  const answers = await Promise.all(urls.map(answer));
  const missing = await answer('/api/no-such-read');
  const reads = [{ url: '/api/user', data: user }, ...urls.map((url, index) => ({ url, data: answers[index] }))];
  const key = address + JSON.stringify(reads);
  if (!kept.has(key)) {
    const html = '<h1>Welcome back, ' + user.displayName.replace(/</g, '&lt;') + '</h1>';
    kept.set(key, { html, data: { renderedAt: kept.size, reads, missing } });
  }
  return kept.get(key);
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

  /** A person with a month of fasts, cold sessions, 30-30-30 mornings and readings, logged through the API. */
  async function personWithLogs() {
    const person = await signUp(app, { displayName: 'Linus' });
    const post = async (url: string, payload: object) => {
      const response = await app.inject({ method: 'POST', url, headers: { cookie: person.cookie }, payload });
      if (response.statusCode !== 201) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
      return response.json() as { id: number };
    };
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
    for (let day = 1; day <= 12; day += 1) {
      const { id } = await post('/api/protocols/fasting', { startTime: hoursAgo(day * 24 + 16), targetHours: 16 });
      const ended = { endTime: hoursAgo(day * 24 - (day % 3)) };
      await app.inject({ method: 'PATCH', url: `/api/protocols/fasting/${id}`, headers: { cookie: person.cookie }, payload: ended });
      await post('/api/biometrics', {
        userId: person.user.id,
        weight: 170.4 + day / 3,
        heartRate: 55 + (day % 4),
        timestamp: hoursAgo(day * 24),
      });
      await post('/api/thirty-thirty-thirty-logs', { proteinAmount: 32, exerciseDuration: 1800, timestamp: hoursAgo(day * 24 + 2) });
    }
    await post('/api/protocols/cold', { exposureMethod: 'cold_shower', temperature: 55, duration: 180, completed: true });
    await post('/api/protocols/fasting', { startTime: hoursAgo(3), targetHours: 20 });
    return person;
  }

  const DASHBOARD_READS = ['/api/progress/summary?range=week', '/api/protocols/fasting/:me?limit=10'];
  const addressReading = (path: string, reads: string[]) => `${path}?${reads.map((read) => `read=${encodeURIComponent(read)}`).join('&')}`;

  it('carries, for each read, exactly what the API answers the same person', async () => {
    const person = await personWithLogs();
    const reads = [
      ...DASHBOARD_READS,
      '/api/progress/summary?range=month',
      '/api/progress/summary?range=all',
      '/api/progress/summary?range=week&month=2026-02',
      '/api/protocols/fasting/me',
      `/api/protocols/fasting/:me?limit=3&before=${encodeURIComponent(new Date(Date.now() - 5 * 24 * 3_600_000).toISOString())}`,
      '/api/biometrics/:me?limit=5',
    ];
    const html = (await get(addressReading('/', reads), person.cookie)).body;
    const embedded = pageDataOf(html).reads as { url: string; data: unknown }[];
    expect(embedded.map((read) => read.url)).toEqual([
      '/api/user',
      '/api/settings',
      ...reads.map((url) => url.replace(':me', String(person.user.id))),
    ]);
    for (const read of embedded) {
      const answer = await get(read.url, person.cookie);
      expect(answer.statusCode, read.url).toBe(200);
      expect(JSON.stringify(read.data), read.url).toBe(answer.body);
    }
    expect((embedded[3]!.data as unknown[]).length).toBe(10);
    expect((embedded[2]!.data as { protocols: { fasting: { currentStreak: number } } }).protocols.fasting.currentStreak).toBeGreaterThan(0);
  });

  it('reads only the signed-in person’s own data, and nothing the API would refuse them', async () => {
    const ada = await personWithLogs();
    const grace = await signUp(app, { displayName: 'Grace' });
    const reads = [`/api/protocols/fasting/${ada.user.id}`, '/api/protocols/fasting/not-an-id', '/api/progress/summary?range=decade'];
    const data = pageDataOf((await get(addressReading('/', reads), grace.cookie)).body);
    expect(data.reads[0].data).toMatchObject({ id: grace.user.id, displayName: 'Grace' });
    expect(data.reads.slice(2).map((read: { data: unknown }) => read.data)).toEqual([null, null, null]);
    for (const url of reads) expect((await get(url, grace.cookie)).statusCode, url).not.toBe(200);
  });

  it('sends the page again with the new data once the person logs something', async () => {
    const person = await signUp(app);
    const address = addressReading('/', DASHBOARD_READS);
    const fasts = async () => pageDataOf((await get(address, person.cookie)).body).reads[3].data as unknown[];
    expect(await fasts()).toEqual([]);
    expect(await fasts()).toEqual([]);
    const started = await app.inject({
      method: 'POST',
      url: '/api/protocols/fasting',
      headers: { cookie: person.cookie },
      payload: { startTime: new Date(Date.now() - 3_600_000).toISOString(), targetHours: 16 },
    });
    expect(started.statusCode).toBe(201);
    expect(await fasts()).toMatchObject([{ id: started.json().id, endTime: null }]);
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

import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { createTestApp } from '../../test/test-app';
import { pickEncoding } from './web-app';

describe('pickEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0.2, gzip;q=0.8', 'gzip'],
    ['GZIP', 'gzip'],
    ['deflate, br ; q=1', 'br'],
  ])('%s → %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe('compressed static files and page', () => {
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  let app: App;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'uh-web-compressed-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>');
    writeFileSync(
      path.join(dist, 'sign-in.html'),
      '<!doctype html><html lang="en"><head></head><body><div id="root" data-prerendered="sign-in"><h1>Sign in</h1></div></body></html>',
    );
    const asset = path.join(dist, 'assets', 'app-abc123.js');
    writeFileSync(asset, script);
    writeFileSync(`${asset}.br`, brotliCompressSync(script));
    writeFileSync(`${asset}.gz`, gzipSync(script));
    app = await createTestApp({}, { webDistDir: dist });
  });

  const get = (url: string, headers: Record<string, string> = {}, cookies?: Record<string, string>) =>
    app.inject({ method: 'GET', url, headers, ...(cookies ? { cookies } : {}) });

  it('sends the Brotli file to a browser that accepts it, decoding to the original bytes', async () => {
    const response = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends gzip where Brotli is not accepted, and the plain file to a client that accepts neither', async () => {
    const gzipped = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(plain.body).toBe(script);
    // Each representation has its own validator.
    expect(new Set([gzipped.headers.etag, plain.headers.etag]).size).toBe(2);
  });

  it('sends the page compressed, with its saved theme, never cached without asking, and 304 when unchanged', async () => {
    const response = await get('/progress', { 'accept-encoding': 'br' }, { uh_theme: 'dark' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<html lang="en" class="dark">');

    const etag = String(response.headers.etag);
    const again = await get('/progress', { 'accept-encoding': 'br', 'if-none-match': etag }, { uh_theme: 'dark' });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // Another theme or another encoding is another page.
    const light = await get('/progress', { 'accept-encoding': 'br', 'if-none-match': etag }, { uh_theme: 'light' });
    expect(light.statusCode).toBe(200);
    const plain = await get('/progress', { 'if-none-match': etag }, { uh_theme: 'dark' });
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toContain('<html lang="en" class="dark">');
  });

  it('sends the pre-rendered sign-in screen to /login and /auth only when no session cookie comes with the request', async () => {
    const signedOut = await get('/login?next=%2Fprogress', {}, { uh_theme: 'dark' });
    expect(signedOut.body).toContain('data-prerendered="sign-in"');
    expect(signedOut.body).toContain('<html lang="en" class="dark">');
    expect((await get('/auth')).body).toContain('data-prerendered="sign-in"');
    expect((await get('/login', {}, { uh_session: 'some-token' })).body).not.toContain('data-prerendered');
    expect((await get('/progress')).body).not.toContain('data-prerendered');
  });

  it('shows the form again when it was posted before the app took it over, without reading the password', async () => {
    for (const url of ['/login', '/auth']) {
      const posted = await app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'username=someone&password=secret-words',
      });
      expect(posted.statusCode).toBe(303);
      expect(posted.headers.location).toBe(url);
      expect(posted.body).not.toContain('secret-words');
    }
  });

  it('asks the browser to preload the session check only when a session cookie comes with the request', async () => {
    expect((await get('/', {}, { uh_session: 'some-token' })).headers.link).toBe(
      '</api/user>; rel=preload; as=fetch; crossorigin=use-credentials',
    );
    expect((await get('/')).headers.link).toBeUndefined();
  });
});

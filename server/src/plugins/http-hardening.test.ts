import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { createTestApp, newAccount } from '../../test/test-app';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});

describe('CSRF protection', () => {
  it('refuses a state-changing request from another origin with 403', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
      payload: newAccount(),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Cross-origin requests are not allowed' });
  });

  it('refuses a cross-site fetch flagged by Sec-Fetch-Site', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/logout', headers: { 'sec-fetch-site': 'cross-site' } });
    expect(response.statusCode).toBe(403);
  });

  it('accepts same-origin requests', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000', 'sec-fetch-site': 'same-origin' },
      payload: newAccount(),
    });
    expect(response.statusCode).toBe(201);
  });

  it('with PUBLIC_URL set, holds Origin to that address rather than to a Host header the client chose', async () => {
    // Open registration: a public PUBLIC_URL alone would make it by invitation.
    const behindProxy = await createTestApp({ PUBLIC_URL: 'https://health.example.com', REGISTRATION: 'open' });
    const forged = await behindProxy.inject({
      method: 'POST',
      url: '/api/register',
      headers: { origin: 'https://evil.example', host: 'evil.example' },
      payload: newAccount(),
    });
    expect(forged.statusCode).toBe(403);
    const samePort = await behindProxy.inject({
      method: 'POST',
      url: '/api/register',
      headers: { origin: 'http://health.example.com', host: 'health.example.com', 'sec-fetch-site': 'same-origin' },
      payload: newAccount(),
    });
    expect(samePort.statusCode).toBe(403);
    const real = await behindProxy.inject({
      method: 'POST',
      url: '/api/register',
      headers: { origin: 'https://health.example.com', host: '127.0.0.1:3000', 'sec-fetch-site': 'same-origin' },
      payload: newAccount(),
    });
    expect(real.statusCode).toBe(201);
  });

  it('applies the API rules to an API path however it is spelled', async () => {
    const logout = await app.inject({
      method: 'POST',
      url: '/%61pi/logout',
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
    });
    expect(logout.statusCode).toBe(403);
    const me = await app.inject({ method: 'GET', url: '/%61pi/user' });
    expect(me.statusCode).toBe(401);
    expect(me.headers['cache-control']).toBe('no-store');
  });
});

describe('security headers', () => {
  it('sends a strict CSP and the other headers on every response', async () => {
    for (const url of ['/healthz', '/api/user', '/some/page']) {
      const response = await app.inject({ method: 'GET', url });
      const csp = response.headers['content-security-policy'] as string;
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('forbids caching every /api answer, signed in or not, success or error', async () => {
    const account = newAccount();
    const registered = await app.inject({ method: 'POST', url: '/api/register', payload: account });
    const cookie = String(registered.headers['set-cookie']).split(';')[0]!;
    const answers = [
      registered,
      await app.inject({ method: 'GET', url: '/api/user', headers: { cookie } }),
      await app.inject({ method: 'GET', url: '/api/settings', headers: { cookie } }),
      await app.inject({ method: 'GET', url: '/api/user' }),
      await app.inject({ method: 'GET', url: '/api/nope', headers: { cookie } }),
      await app.inject({ method: 'GET', url: '/api/auth/options' }),
    ];
    expect(answers.map((answer) => answer.headers['cache-control'])).toEqual(answers.map(() => 'no-store'));
  });
});

describe('error handling', () => {
  it('answers unknown /api paths with a JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found: GET /api/does-not-exist' });
  });

  it('answers malformed JSON with 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON' });
  });

  it('answers wrong types with 400 naming the field', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/login', payload: { username: 12345, password: 'secret1' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^username: /);
  });

  it('answers a body that is not an object with 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: '[1,2]',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/body/i);
  });

  it('answers an oversized body with 413', async () => {
    const small = await createTestApp({ BODY_LIMIT_BYTES: '1024' });
    const response = await small.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'x'.repeat(5000), password: 'secret1' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The request body is too large' });
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: 'Unsupported content type' });
  });

  it('answers unexpected errors with a generic 500 and a request id, without internals', async () => {
    const failing = await createTestApp();
    failing.get('/api/explode', { config: { isPublic: true } }, async () => {
      throw new Error('secret internal detail: connection string postgres://x');
    });
    const response = await failing.inject({ method: 'GET', url: '/api/explode' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret internal detail');
    expect(response.json().message).toBe(`Something went wrong on our side (reference ${response.headers['x-request-id']}).`);
  });
});

describe('health probes', () => {
  it('reports the process up and the database ready', async () => {
    expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ready' });
  });

  it('reports not ready with 503 when the database cannot be reached', async () => {
    const cutOff = await createTestApp({}, { checkDatabase: () => Promise.reject(new Error('connect ECONNREFUSED')) });
    const response = await cutOff.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: 'Database unreachable' });
    expect((await cutOff.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('web app serving', () => {
  let webApp: App;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'uh-web-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>');
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    webApp = await createTestApp({}, { webDistDir: dist });
  });

  it('serves the app for any page path, so the client can show its 404 page', async () => {
    const response = await webApp.inject({ method: 'GET', url: '/no/such/page' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<div id="root">');
  });

  it('applies the saved theme to <html> before first paint', async () => {
    const dark = await webApp.inject({ method: 'GET', url: '/', cookies: { uh_theme: 'dark' } });
    expect(dark.body).toContain('<html lang="en" class="dark">');
    const bogus = await webApp.inject({ method: 'GET', url: '/', cookies: { uh_theme: '"><script>' } });
    expect(bogus.body).toContain('<html lang="en">');
  });

  it('caches hashed assets for a year', async () => {
    const response = await webApp.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('still answers unknown /api paths with JSON', async () => {
    const response = await webApp.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toContain('/api/nope');
  });
});

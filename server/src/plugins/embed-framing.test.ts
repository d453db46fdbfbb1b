import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { createTestApp } from '../../test/test-app';

const ALLOWED = 'https://blog.example.com, http://127.0.0.2:8080';
let app: App;
let closed: App;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'uh-web-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>');
  app = await createTestApp({ EMBED_ALLOWED_ORIGINS: ALLOWED, PUBLIC_URL: 'https://health.example.com' }, { webDistDir: dist });
  closed = await createTestApp({}, { webDistDir: dist });
});

const headersOf = async (target: App, url: string) => {
  const response = await target.inject({ method: 'GET', url });
  const csp = response.headers['content-security-policy'] as string;
  return {
    status: response.statusCode,
    body: response.body,
    frameAncestors: /frame-ancestors ([^;]*)/.exec(csp)?.[1],
    frameOptions: response.headers['x-frame-options'],
    openerPolicy: response.headers['cross-origin-opener-policy'],
    permissions: response.headers['permissions-policy'],
    csp,
  };
};

describe('framing of the widget pages', () => {
  it('lets the allowed sites (and the app itself) frame /embed pages, without X-Frame-Options', async () => {
    for (const url of ['/embed/fasting', '/embed', '/embed/', '/embed/chat?theme=dark&nav=1', '/embed/no/such/feature']) {
      const page = await headersOf(app, url);
      expect(page.status).toBe(200);
      expect(page.body).toContain('<div id="root">');
      expect({ url, frameAncestors: page.frameAncestors, frameOptions: page.frameOptions }).toEqual({
        url,
        frameAncestors: "'self' https://blog.example.com http://127.0.0.2:8080",
        frameOptions: undefined,
      });
      // Opened on its own, the widget's sign-in popup keeps its opener.
      expect(page.openerPolicy).toBe('same-origin-allow-popups');
      // The host's allow="microphone" delegates the microphone; the widget's own policy keeps it.
      expect(page.permissions).toContain('microphone=(self)');
      expect(page.csp).toContain("script-src 'self'");
    }
  });

  it('lets no other site frame the widget while the allow-list is empty', async () => {
    const page = await headersOf(closed, '/embed/fasting');
    expect(page.frameAncestors).toBe("'self'");
  });

  it("keeps every other page unframable: frame-ancestors 'none' and X-Frame-Options DENY", async () => {
    for (const url of [
      '/login',
      '/',
      '/fasting',
      '/embed-generator',
      '/embed-sign-in',
      '/embedded',
      '/api/user',
      '/api/embed/config',
      '/healthz',
    ]) {
      const page = await headersOf(app, url);
      expect({ url, frameAncestors: page.frameAncestors, frameOptions: page.frameOptions }).toEqual({
        url,
        frameAncestors: "'none'",
        frameOptions: 'DENY',
      });
    }
  });

  it('isolates pages from their opener, except along a widget sign-in', async () => {
    expect((await headersOf(app, '/login')).openerPolicy).toBe('same-origin');
    expect((await headersOf(app, '/settings')).openerPolicy).toBe('same-origin');
    expect((await headersOf(app, '/api/user')).openerPolicy).toBe('same-origin');
    // The popup hands its token to the widget that opened it through window.opener.
    expect((await headersOf(app, '/embed-sign-in')).openerPolicy).toBe('unsafe-none');
    expect((await headersOf(app, '/login?signedIn=1&next=%2Fembed-sign-in')).openerPolicy).toBe('unsafe-none');
    expect((await headersOf(app, '/login?signedIn=1&next=%2Fsettings')).openerPolicy).toBe('same-origin');
    expect((await headersOf(app, '/api/auth/oidc/start?returnTo=/embed-sign-in')).openerPolicy).toBe('unsafe-none');
    // The generator's preview frames a widget whose popup must keep its opener.
    expect((await headersOf(app, '/embed-generator')).openerPolicy).toBe('same-origin-allow-popups');
  });
});

describe('GET /api/embed/config', () => {
  it('tells anyone the app origin, the allowed sites and the protocol version', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/embed/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      appOrigin: 'https://health.example.com',
      allowedOrigins: ['https://blog.example.com', 'http://127.0.0.2:8080'],
      version: '1.0.0',
    });
    // Without PUBLIC_URL the server does not guess (localhost would be wrong for anyone else).
    expect((await closed.inject({ method: 'GET', url: '/api/embed/config' })).json()).toEqual({
      appOrigin: null,
      allowedOrigins: [],
      version: '1.0.0',
    });
  });
});

import { WIDGET_TOKEN_MS } from '@uh/core/embed/embed-tokens.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp, signUp } from '../../../test/test-app';
import { bearer, createEmbedToken } from './embed-test-helpers';
import { MAX_LIVE_WIDGET_TOKENS } from './widget-token.service';

const BLOG = 'https://blog.example.com';
// Enough allowed sites to fill the cap with one sign-in on each.
const SITES = Array.from({ length: MAX_LIVE_WIDGET_TOKENS + 1 }, (_, index) => `https://site-${index}.example.com`);

let app: App;
beforeAll(async () => {
  app = await createTestApp({ EMBED_ALLOWED_ORIGINS: [BLOG, ...SITES].join(',') });
});

// What the sign-in popup sends: a same-origin fetch with the session cookie, naming its widget's site.
const sameOrigin = { host: 'localhost:3000', origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' };
const mint = (cookie: string, origin = BLOG) =>
  app.inject({ method: 'POST', url: '/api/embed/widget-token', headers: { ...sameOrigin, cookie }, payload: { origin } });
const listTokens = async (cookie: string) =>
  (await app.inject({ method: 'GET', url: '/api/tokens', headers: { cookie } })).json() as { kind: string; origin: string | null }[];

describe('widget tokens from the sign-in popup', () => {
  it('hands the signed-in person a widget token for a day, listed as a widget sign-in', async () => {
    const { cookie, user } = await signUp(app);
    const before = Date.now();
    const response = await mint(cookie);
    expect(response.statusCode).toBe(201);
    const { token, expiresAt } = response.json();
    expect(token).toMatch(/^uhw_[A-Za-z0-9_-]{43}$/);
    const lifetime = new Date(expiresAt).getTime() - before;
    expect(lifetime).toBeGreaterThanOrEqual(WIDGET_TOKEN_MS - 1000);
    expect(lifetime).toBeLessThanOrEqual(WIDGET_TOKEN_MS + 60_000);

    expect((await app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).json().id).toBe(user.id);
    const listed = (await app.inject({ method: 'GET', url: '/api/tokens', headers: { cookie } })).json();
    expect(listed).toEqual([
      expect.objectContaining({ kind: 'widget', name: 'Widget sign-in', scopes: ['widget'], expiresAt, origin: BLOG }),
    ]);
  });

  it('mints nothing for a site the server does not allow, nor without a site', async () => {
    const { cookie } = await signUp(app);
    const refused = await mint(cookie, 'https://evil.example');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: "https://evil.example may not show widgets: it is not on the server's EMBED_ALLOWED_ORIGINS",
    });
    const noSite = await app.inject({ method: 'POST', url: '/api/embed/widget-token', headers: { ...sameOrigin, cookie } });
    expect(noSite.statusCode).toBe(400);
    const notAnOrigin = await mint(cookie, 'javascript:alert(1)');
    expect(notAnOrigin.statusCode).toBe(400);
    expect(notAnOrigin.json().message).toMatch(/origin must be a site’s origin/);
    expect(await listTokens(cookie)).toEqual([]);
  });

  it("mints for the app's own pages (the generator's preview)", async () => {
    const { cookie } = await signUp(app);
    expect((await mint(cookie, 'http://localhost:3000')).statusCode).toBe(201);
  });

  it('keeps one widget token per person and site: signing in again renews it, and the old secret stops working', async () => {
    const { cookie } = await signUp(app);
    const first = (await mint(cookie)).json();
    const second = (await mint(cookie)).json();
    expect(second.token).not.toBe(first.token);
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: bearer(first.token) })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: bearer(second.token) })).statusCode).toBe(200);
    expect(await listTokens(cookie)).toEqual([expect.objectContaining({ kind: 'widget', origin: BLOG, expiresAt: second.expiresAt })]);
  });

  it('stays at one token per site when 25 sign-ins arrive at once', async () => {
    const { cookie } = await signUp(app);
    const answers = await Promise.all(Array.from({ length: 25 }, () => mint(cookie)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 25 }, () => 201));
    expect(await listTokens(cookie)).toHaveLength(1);
  });

  it('needs a session, and refuses another site (the Origin check)', async () => {
    const signedOut = await app.inject({ method: 'POST', url: '/api/embed/widget-token', headers: sameOrigin });
    expect(signedOut.statusCode).toBe(401);

    const { cookie } = await signUp(app);
    const forged = await app.inject({
      method: 'POST',
      url: '/api/embed/widget-token',
      headers: { cookie, host: 'localhost:3000', origin: 'https://evil.example' },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({ message: 'Cross-origin requests are not allowed' });
    const crossSite = await app.inject({
      method: 'POST',
      url: '/api/embed/widget-token',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/tokens', headers: { cookie } })).json()).toEqual([]);
  });

  it('cannot be minted with a token', async () => {
    const { cookie } = await signUp(app);
    const { token } = await createEmbedToken(app, cookie);
    const response = await app.inject({ method: 'POST', url: '/api/embed/widget-token', headers: bearer(token) });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/^This token cannot/);
  });

  it(`keeps at most ${MAX_LIVE_WIDGET_TOKENS} live widget tokens per person, on as many sites, revoking the oldest`, async () => {
    const { cookie } = await signUp(app);
    const embed = await createEmbedToken(app, cookie);
    const tokens: string[] = [];
    for (const site of SITES) tokens.push((await mint(cookie, site)).json().token);

    const oldest = await app.inject({ method: 'GET', url: '/api/user', headers: bearer(tokens[0]!) });
    expect(oldest.statusCode).toBe(401);
    for (const token of [tokens[1]!, tokens.at(-1)!, embed.token]) {
      expect((await app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).statusCode).toBe(200);
    }
    const listed = await listTokens(cookie);
    expect(listed.filter((token) => token.kind === 'widget')).toHaveLength(MAX_LIVE_WIDGET_TOKENS);
    expect(listed.filter((token) => token.kind === 'embed')).toHaveLength(1);
  });

  it('lets a widget sign out: its own widget token stops working, an embed token is not the widget’s to revoke', async () => {
    const { cookie } = await signUp(app);
    const { token } = (await mint(cookie)).json();
    const signedOut = await app.inject({ method: 'DELETE', url: '/api/embed/widget-token', headers: bearer(token) });
    expect(signedOut.statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).statusCode).toBe(401);

    const embed = await createEmbedToken(app, cookie);
    const refused = await app.inject({ method: 'DELETE', url: '/api/embed/widget-token', headers: bearer(embed.token) });
    expect(refused.statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: bearer(embed.token) })).statusCode).toBe(200);
    const withCookie = await app.inject({ method: 'DELETE', url: '/api/embed/widget-token', headers: { cookie } });
    expect(withCookie.statusCode).toBe(403);
  });
});

import { WIDGET_TOKEN_MS } from '@uh/core/embed/embed-tokens.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp, signUp } from '../../../test/test-app';
import { MAX_LIVE_WIDGET_TOKENS } from './api-tokens.service';
import { bearer, createEmbedToken } from './embed-test-helpers';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});

// What the sign-in popup sends: a same-origin fetch with the session cookie.
const sameOrigin = { host: 'localhost:3000', origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' };
const mint = (cookie: string) => app.inject({ method: 'POST', url: '/api/embed/widget-token', headers: { ...sameOrigin, cookie } });

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
    expect(listed).toEqual([expect.objectContaining({ kind: 'widget', name: 'Widget sign-in', scopes: ['widget'], expiresAt })]);
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

  it(`keeps at most ${MAX_LIVE_WIDGET_TOKENS} live widget tokens per person, revoking the oldest`, async () => {
    const { cookie } = await signUp(app);
    const embed = await createEmbedToken(app, cookie);
    const tokens: string[] = [];
    for (let index = 0; index <= MAX_LIVE_WIDGET_TOKENS; index += 1) tokens.push((await mint(cookie)).json().token);

    const oldest = await app.inject({ method: 'GET', url: '/api/user', headers: bearer(tokens[0]!) });
    expect(oldest.statusCode).toBe(401);
    for (const token of [tokens[1]!, tokens.at(-1)!, embed.token]) {
      expect((await app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).statusCode).toBe(200);
    }
    const listed = (await app.inject({ method: 'GET', url: '/api/tokens', headers: { cookie } })).json() as { kind: string }[];
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

import { afterAll, expect } from 'vitest';
import type { App } from '../src/app';
import type { HttpBrowser } from './http-browser';
import { passIssuerPages } from './http-browser';
import type { FastifyServerOptions } from 'fastify';
import { startTestOidcProvider, type AccountChooser, type TestOidcProvider } from './oidc-test-provider';
import { holdPort } from './server-process';
import { createTestApp, uniqueName } from './test-app';

export type OidcTestApp = { app: App; provider: TestOidcProvider; publicUrl: string };

/** The real app listening on 127.0.0.1, signing in through a real test issuer. */
export async function startOidcTestApp(
  env: Record<string, string> = {},
  options: { accountChooser?: AccountChooser; logger?: FastifyServerOptions['logger'] } = {},
): Promise<OidcTestApp> {
  // The app's address must be known before the issuer and the app are made (redirect URIs,
  // PUBLIC_URL): hold the port until the app listens, so the issuer (or anything else) cannot take it.
  const { port, release } = await holdPort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const provider = await startTestOidcProvider({
    redirectUris: [`${publicUrl}/api/auth/oidc/callback`],
    postLogoutRedirectUris: [`${publicUrl}/login`],
    accountChooser: options.accountChooser,
  });
  afterAll(() => provider.close());
  const app = await createTestApp(
    {
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      PUBLIC_URL: publicUrl,
      ...env,
    },
    { logger: options.logger },
  );
  await release();
  await app.listen({ port, host: '127.0.0.1' });
  return { app, provider, publicUrl };
}

/** A person the issuer knows, with an e-mail no other test uses. */
export function newIdentity(provider: TestOidcProvider, overrides: { emailVerified?: boolean; email?: string; name?: string } = {}) {
  const sub = uniqueName('oidc');
  const identity = { sub, email: `${sub}@example.com`, emailVerified: true, name: 'Robin Tester', ...overrides };
  provider.addIdentity(identity);
  return identity;
}

type Walk = { account: string; returnTo?: string; intent?: 'sign-in' | 'link'; cancelAt?: 'sign-in' | 'consent' };

/** From the app's start URL through the issuer's pages; stops at the redirect back to the app's callback. */
export async function reachCallback(browser: HttpBrowser, { publicUrl, provider }: OidcTestApp, walk: Walk): Promise<URL> {
  const query = new URLSearchParams({
    ...(walk.returnTo ? { returnTo: walk.returnTo } : {}),
    ...(walk.intent ? { intent: walk.intent } : {}),
  });
  const start = await browser.request(`${publicUrl}/api/auth/oidc/start?${query}`);
  expect(start.status).toBe(302);
  const location = new URL(start.headers.get('location') ?? '', publicUrl);
  expect(location.origin).toBe(provider.issuer);
  const callback = await passIssuerPages(browser, location, walk);
  expect(callback.origin + callback.pathname).toBe(`${publicUrl}/api/auth/oidc/callback`);
  return callback;
}

/** Visits the callback; returns where the app sends the browser next (a path on the app). */
export async function visitCallback(browser: HttpBrowser, callback: URL): Promise<string> {
  const response = await browser.request(callback);
  expect(response.status).toBe(302);
  return response.headers.get('location') ?? '';
}

/** The whole sign-in: start, issuer pages, callback. */
export async function signInThroughIssuer(browser: HttpBrowser, target: OidcTestApp, walk: Walk): Promise<string> {
  return visitCallback(browser, await reachCallback(browser, target, walk));
}

/** The user the browser's session belongs to, or null when it has none. */
export async function sessionUser(browser: HttpBrowser, publicUrl: string) {
  const response = await browser.request(`${publicUrl}/api/user`);
  if (response.status === 401) return null;
  expect(response.status).toBe(200);
  return (await response.json()) as { id: number; username: string; displayName: string; email: string; photoURL: string | null };
}

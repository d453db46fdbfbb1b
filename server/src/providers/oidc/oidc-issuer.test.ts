import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpBrowser, passIssuerPages } from '../../../test/http-browser';
import { startTestOidcProvider, type TestOidcProvider } from '../../../test/oidc-test-provider';
import { freePort } from '../../../test/server-process';
import { createOidcIssuer, type OidcIssuerSettings } from './oidc-issuer';
import { OidcError } from './oidc-error';

const REDIRECT_URI = 'http://127.0.0.1:9/api/auth/oidc/callback';
const checks = { state: 'state-1234567890', nonce: 'nonce-1234567890', codeVerifier: 'v'.repeat(43) };

let provider: TestOidcProvider;
let settings: OidcIssuerSettings;
beforeAll(async () => {
  provider = await startTestOidcProvider({ redirectUris: [REDIRECT_URI] });
  provider.addIdentity({ sub: 'robin', email: 'robin@example.com', emailVerified: true, name: 'Robin Tester' });
  settings = { issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret, redirectUri: REDIRECT_URI };
});
afterAll(() => provider.close());

describe('createOidcIssuer', () => {
  it('asks for code + PKCE (S256), the three scopes, the account chooser, state and nonce, and never sends the verifier', async () => {
    const url = await createOidcIssuer(settings).authorizationUrl(checks);
    expect(url.origin + url.pathname).toBe(`${provider.issuer}/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: provider.clientId,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: 'openid email profile',
      prompt: 'select_account',
      state: checks.state,
      nonce: checks.nonce,
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.href).not.toContain(checks.codeVerifier);
  });

  it('returns the identity the issuer vouches for after a real sign-in', async () => {
    const issuer = createOidcIssuer(settings);
    const back = await passIssuerPages(new HttpBrowser(), await issuer.authorizationUrl(checks), { account: 'robin' });
    const { identity, idToken } = await issuer.finishSignIn(back, checks);
    expect(identity).toEqual({
      issuer: provider.issuer,
      subject: 'robin',
      email: 'robin@example.com',
      isEmailVerified: true,
      name: 'Robin Tester',
      picture: null,
    });
    expect(idToken.split('.')).toHaveLength(3);
  });

  it('takes a name without its control characters and refuses an e-mail or picture that has some', async () => {
    provider.addIdentity({
      sub: 'nul',
      email: 'nul@example.com\u0000',
      emailVerified: true,
      name: 'Nul\u0000 Tester',
      picture: 'https://x.example/\n',
    });
    const issuer = createOidcIssuer(settings);
    const back = await passIssuerPages(new HttpBrowser(), await issuer.authorizationUrl(checks), { account: 'nul' });
    const { identity } = await issuer.finishSignIn(back, checks);
    expect(identity).toMatchObject({ subject: 'nul', name: 'Nul Tester', email: null, picture: null });
  });

  it('refuses an ID token made for another client', async () => {
    const issuer = createOidcIssuer(settings);
    const back = await passIssuerPages(new HttpBrowser(), await issuer.authorizationUrl(checks), { account: 'robin' });
    provider.tamperNextIdToken((claims) => ({ ...claims, aud: 'another-client' }));
    await expect(issuer.finishSignIn(back, checks)).rejects.toMatchObject({ code: 'verification_failed' });
  });

  it('builds the end-session URL with the client id, the ID token that names the session and where to come back', async () => {
    const url = await createOidcIssuer(settings).endSessionUrl('http://127.0.0.1:9/login', 'the.id.token');
    expect(url?.origin).toBe(provider.issuer);
    expect(url?.searchParams.get('client_id')).toBe(provider.clientId);
    expect(url?.searchParams.get('id_token_hint')).toBe('the.id.token');
    expect(url?.searchParams.get('post_logout_redirect_uri')).toBe('http://127.0.0.1:9/login');
  });

  it('asks for the account chooser only where the issuer lists it, and stops after a refusal', async () => {
    const strict = await startTestOidcProvider({ redirectUris: [REDIRECT_URI], accountChooser: 'unsupported' });
    try {
      const strictIssuer = createOidcIssuer({ ...settings, issuer: strict.issuer });
      expect((await strictIssuer.authorizationUrl(checks)).searchParams.has('prompt')).toBe(false);
    } finally {
      await strict.close();
    }
    const issuer = createOidcIssuer(settings);
    expect((await issuer.authorizationUrl(checks)).searchParams.get('prompt')).toBe('select_account');
    expect(issuer.stopAskingForAccountChooser()).toBe(true);
    expect((await issuer.authorizationUrl(checks)).searchParams.has('prompt')).toBe(false);
    expect(issuer.stopAskingForAccountChooser()).toBe(false);
  });

  it('answers "unavailable" while the issuer is down and works once it is up, without a restart', async () => {
    const port = await freePort();
    const issuer = createOidcIssuer({ ...settings, issuer: `http://127.0.0.1:${port}` }, { retryDelayMs: () => 0 });
    const failure = await issuer.ensureReachable().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(OidcError);
    expect((failure as OidcError).code).toBe('unavailable');

    const late = await startTestOidcProvider({ redirectUris: [REDIRECT_URI], port });
    try {
      await expect(issuer.ensureReachable()).resolves.toBeUndefined();
      expect((await issuer.authorizationUrl(checks)).origin).toBe(late.issuer);
    } finally {
      await late.close();
    }
  });
});

// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the package ships no types, and e2e compiles this file without server/test
/// <reference path="./oidc-provider.d.ts" />
import { generateKeyPairSync, sign } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { interactionPolicy } from 'oidc-provider';

/** A person known to the test issuer; `sub` is also what they type on its sign-in page. */
export type TestIdentity = { sub: string; email?: string; emailVerified?: boolean; name?: string; picture?: string };

export type TestOidcProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  addIdentity: (identity: TestIdentity) => void;
  /** Rewrites the claims of the next ID token the token endpoint hands out, signed again with the issuer's key. */
  tamperNextIdToken: (edit: (claims: Record<string, unknown>) => Record<string, unknown>) => void;
  close: () => Promise<void>;
};

export const TEST_PROVIDER_TITLE = 'Test Identity Provider';
const KEY_ID = 'test-signing-key';

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} – ${TEST_PROVIDER_TITLE}</title></head>
<body><main><h1>${title}</h1>${body}</main></body></html>`;

function loginPage(uid: string, error = '') {
  return page(
    `Sign in to ${TEST_PROVIDER_TITLE}`,
    `${error ? `<p role="alert">${error}</p>` : ''}
<form method="post" action="/interaction/${uid}/login">
  <label for="login">Account</label> <input id="login" name="login" autocomplete="username" required>
  <button type="submit">Sign in</button>
</form>
<p><a href="/interaction/${uid}/abort">Cancel</a></p>`,
  );
}

function consentPage(uid: string, clientId: string) {
  return page(
    'Allow access?',
    `<p>${clientId} wants your e-mail address and profile.</p>
<form method="post" action="/interaction/${uid}/confirm"><button type="submit">Allow</button></form>
<p><a href="/interaction/${uid}/abort">Cancel</a></p>`,
  );
}

async function readForm(request: http.IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return new URLSearchParams(body);
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/**
 * How the issuer treats `prompt=select_account`: `offered` lists it in its discovery document and
 * shows the sign-in page again, as an account chooser would; `unsupported` neither lists nor
 * accepts it (oidc-provider's default: the whole request is refused); `listed-but-refused` lists
 * it and still refuses it.
 */
export type AccountChooser = 'offered' | 'unsupported' | 'listed-but-refused';

/**
 * A real OpenID Connect issuer (oidc-provider) on 127.0.0.1, with one confidential client, its
 * own sign-in and consent pages, PKCE required and RP-initiated logout.
 */
export async function startTestOidcProvider(options: {
  redirectUris: string[];
  postLogoutRedirectUris?: string[];
  port?: number;
  accountChooser?: AccountChooser;
}): Promise<TestOidcProvider> {
  const accountChooser = options.accountChooser ?? 'offered';
  const identities = new Map<string, TestIdentity>();
  let tamper: ((claims: Record<string, unknown>) => Record<string, unknown>) | null = null;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const clientId = 'uh-test-client';
  const clientSecret = 'uh-test-client-secret-0123456789';

  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const policy = interactionPolicy.base();
  if (accountChooser === 'offered') policy.unshift(new interactionPolicy.Prompt({ name: 'select_account', requestable: true }));

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        post_logout_redirect_uris: options.postLogoutRedirectUris ?? [],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: KEY_ID, alg: 'RS256', use: 'sig' }] },
    cookies: { keys: ['test-provider-cookie-key'] },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 3600, IdToken: 600, Interaction: 600, Session: 3600 },
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    // Like Google: the profile and e-mail travel in the ID token itself.
    conformIdTokenClaims: false,
    interactions: { policy, url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: { body: string }, form: string) => {
          ctx.body = page(
            `Sign out of ${TEST_PROVIDER_TITLE}?`,
            `${form}<button type="submit" form="op.logoutForm" value="yes" name="logout">Yes, sign me out</button>`,
          );
        },
      },
    },
    findAccount: async (_ctx: unknown, id: string) => {
      const identity = identities.get(id);
      if (!identity) return undefined;
      return {
        accountId: id,
        claims: async () => ({
          sub: id,
          ...(identity.email === undefined ? {} : { email: identity.email, email_verified: identity.emailVerified ?? false }),
          ...(identity.name === undefined ? {} : { name: identity.name }),
          ...(identity.picture === undefined ? {} : { picture: identity.picture }),
        }),
      };
    },
  });

  provider.use(async (ctx, next) => {
    await next();
    // oidc-provider does not list the prompt values it accepts; issuers that offer a chooser do.
    if (ctx.path === '/.well-known/openid-configuration' && ctx.status === 200 && accountChooser !== 'unsupported') {
      ctx.body = { ...(ctx.body as Record<string, unknown>), prompt_values_supported: ['none', 'login', 'consent', 'select_account'] };
    }
  });

  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as { id_token?: string } | undefined;
    if (ctx.path !== '/token' || ctx.status !== 200 || !tamper || !body?.id_token) return;
    const claims = JSON.parse(Buffer.from(body.id_token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    const input = `${base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid: KEY_ID }))}.${base64url(JSON.stringify(tamper(claims)))}`;
    body.id_token = `${input}.${base64url(sign('sha256', Buffer.from(input), privateKey))}`;
    tamper = null;
  });

  const handle = provider.callback();
  server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
    const match = /^\/interaction\/([\w-]+)(?:\/(login|confirm|abort))?$/.exec(new URL(request.url ?? '/', issuer).pathname);
    if (!match) return handle(request, response);
    void interaction(request, response, match[1]!, match[2]).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    });
  });

  async function interaction(request: http.IncomingMessage, response: http.ServerResponse, uid: string, step: string | undefined) {
    const details = await provider.interactionDetails(request, response);
    const html = (body: string) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    if (step === undefined) {
      return html(details.prompt.name === 'consent' ? consentPage(uid, String(details.params.client_id)) : loginPage(uid));
    }
    if (step === 'abort') {
      const result = { error: 'access_denied', error_description: 'End-User aborted interaction' };
      return provider.interactionFinished(request, response, result, { mergeWithLastSubmission: false });
    }
    if (step === 'login') {
      const login = (await readForm(request)).get('login') ?? '';
      if (!identities.has(login)) return html(loginPage(uid, 'No account with that name.'));
      const result = { ...(accountChooser === 'offered' ? { select_account: {} } : {}), login: { accountId: login } };
      return provider.interactionFinished(request, response, result, { mergeWithLastSubmission: false });
    }
    const grant = details.grantId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({ accountId: details.session!.accountId!, clientId: String(details.params.client_id) });
    const missingScope = details.prompt.details.missingOIDCScope as string[] | undefined;
    const missingClaims = details.prompt.details.missingOIDCClaims as string[] | undefined;
    if (missingScope) grant!.addOIDCScope(missingScope.join(' '));
    if (missingClaims) grant!.addOIDCClaims(missingClaims);
    return provider.interactionFinished(
      request,
      response,
      { consent: { grantId: await grant!.save() } },
      { mergeWithLastSubmission: true },
    );
  }

  return {
    issuer,
    clientId,
    clientSecret,
    addIdentity: (identity) => void identities.set(identity.sub, identity),
    tamperNextIdToken: (edit) => void (tamper = edit),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

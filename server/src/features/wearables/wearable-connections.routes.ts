import { settingsPath } from '@uh/core/settings/settings-sections';
import {
  type ConnectResult,
  connectResponseSchema,
  disconnectQuerySchema,
  wearableParamsSchema,
} from '@uh/core/wearables/connection-requests.schema';
import { isOAuthWearable, OAUTH_WEARABLE_READINGS, OAUTH_WEARABLES, type OAuthWearable } from '@uh/core/wearables/oauth-wearables';
import { wearableProvidersSchema } from '@uh/core/wearables/connections.schema';
import { WEARABLE_SOURCE_LABELS } from '@uh/core/wearables/wearables.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { errorLogFields } from '../../lib/error-log';
import { HttpError, notFound } from '../../lib/http-error';
import { createTokenCipher, loadSecretsKey } from '../../lib/token-cipher';
import { requireCookieSession } from '../../plugins/guards';
import type { WearableClients } from '../../providers/wearables/wearable-clients';
import type { Worker } from '../../workers/worker';
import { refuseDemoAccount } from '../../plugins/demo-account-guard';
import {
  consumeAuthState,
  createAuthState,
  deleteConnection,
  findConnection,
  listConnections,
  openTokens,
  requestSync,
  saveConnection,
  type StepsRemovedPort,
} from './wearable-connections.service';

const UNSUPPORTED = 'Unsupported wearable type';

const callbackQuerySchema = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
});

/** The Settings page the callback returns to, saying how it went (the page turns it into a toast). */
const connectResultPath = (provider: OAuthWearable, result: ConnectResult) =>
  settingsPath('devices', 'connected-devices', { wearable: provider, connect: result });

function providerOf(value: string): OAuthWearable {
  if (!isOAuthWearable(value)) throw notFound(UNSUPPORTED);
  return value;
}

// Only the person signed in to the app itself: never a personal access token.
const sessionOnly = { scope: null };

/**
 * Connected devices: connect (OAuth 2.0 with state and PKCE), the callback, status, Sync now, and
 * disconnect. `syncer` is the wearable sync worker (workers/app-workers.ts), kicked after a connection or Sync now.
 */
export function wearableConnectionsRoutes(
  ctx: AppContext,
  syncer: Worker & { clients: WearableClients },
  onStepsRemoved: StepsRemovedPort,
): FastifyPluginAsyncZod {
  return async (app) => {
    const { clients } = syncer;
    const cipher = createTokenCipher(loadSecretsKey(ctx.config.secretsKey, ctx.config.dataDir));

    const redirectUri = (provider: OAuthWearable) => `${ctx.config.publicUrl}/api/wearables/${provider}/callback`;
    const clientOf = (provider: OAuthWearable) => {
      const client = clients[provider];
      if (!client) throw new HttpError(409, `${WEARABLE_SOURCE_LABELS[provider]} is not set up on this server.`);
      return client;
    };

    app.get('/api/wearables', { config: sessionOnly, schema: { response: { 200: wearableProvidersSchema } } }, async (request) => {
      const connections = await listConnections(ctx.db, requireCookieSession(request).user.id);
      return {
        providers: OAUTH_WEARABLES.map((provider) => ({
          provider,
          name: WEARABLE_SOURCE_LABELS[provider],
          readings: OAUTH_WEARABLE_READINGS[provider],
          configured: clients[provider] !== undefined,
          connection: connections.get(provider) ?? null,
        })),
      };
    });

    app.post(
      '/api/wearables/:provider/connect',
      { config: sessionOnly, schema: { params: wearableParamsSchema, response: { 200: connectResponseSchema } } },
      async (request) => {
        const userId = requireCookieSession(request).user.id;
        const provider = providerOf(request.params.provider);
        refuseDemoAccount(ctx.config, request, 'wearables');
        const client = clientOf(provider);
        const { state, codeChallenge } = await createAuthState(ctx.db, userId, provider);
        return { authorizeUrl: client.authorizeUrl({ state, codeChallenge, redirectUri: redirectUri(provider) }) };
      },
    );

    // The provider sends the browser back here: a top-level navigation, so it answers with a redirect to Settings.
    app.get(
      '/api/wearables/:provider/callback',
      { config: { isPublic: true }, schema: { params: wearableParamsSchema, querystring: callbackQuerySchema } },
      async (request, reply) => {
        const provider = providerOf(request.params.provider);
        const session = request.auth?.kind === 'session' ? request.session : null;
        if (!session) return reply.redirect('/login');
        const { code, state, error } = request.query;
        const pending = state ? await consumeAuthState(ctx.db, state, session.user.id, provider) : null;
        if (!pending) return reply.redirect(connectResultPath(provider, 'failed'));
        if (error || !code) return reply.redirect(connectResultPath(provider, error === 'access_denied' ? 'denied' : 'failed'));
        try {
          const client = clientOf(provider);
          const tokens = await client.exchangeCode({ code, codeVerifier: pending.codeVerifier, redirectUri: redirectUri(provider) });
          await saveConnection(ctx.db, cipher, session.user.id, provider, tokens);
        } catch (failure) {
          request.log.warn({ error: errorLogFields(failure), provider }, 'Wearable connection failed');
          return reply.redirect(connectResultPath(provider, 'failed'));
        }
        syncer.kick();
        return reply.redirect(connectResultPath(provider, 'connected'));
      },
    );

    app.post('/api/wearables/:provider/sync', { config: sessionOnly, schema: { params: wearableParamsSchema } }, async (request, reply) => {
      const userId = requireCookieSession(request).user.id;
      const provider = providerOf(request.params.provider);
      const connection = await findConnection(ctx.db, userId, provider);
      if (!connection) throw notFound(`${WEARABLE_SOURCE_LABELS[provider]} is not connected.`);
      clientOf(provider);
      await requestSync(ctx.db, connection.id);
      syncer.kick();
      return reply.status(202).send({ message: `Syncing ${WEARABLE_SOURCE_LABELS[provider]}…` });
    });

    app.delete(
      '/api/wearables/:provider',
      { config: sessionOnly, schema: { params: wearableParamsSchema, querystring: disconnectQuerySchema } },
      async (request) => {
        const userId = requireCookieSession(request).user.id;
        const provider = providerOf(request.params.provider);
        const connection = await findConnection(ctx.db, userId, provider);
        if (!connection) throw notFound(`${WEARABLE_SOURCE_LABELS[provider]} is not connected.`);
        const client = clients[provider];
        if (client?.revoke) {
          // Withdrawn at the provider too where it allows; a provider that is down does not keep the person connected.
          await client
            .revoke(openTokens(cipher, connection).accessToken)
            .catch((failure: unknown) =>
              request.log.warn({ error: errorLogFields(failure), provider }, 'Could not revoke wearable access'),
            );
        }
        const deletedReadings = await deleteConnection(
          ctx.db,
          { id: connection.id, userId, provider },
          request.query.deleteReadings,
          onStepsRemoved,
        );
        return { message: `Disconnected ${WEARABLE_SOURCE_LABELS[provider]}`, deletedReadings };
      },
    );
  };
}

import { createHash, timingSafeEqual } from 'node:crypto';
import { OAUTH_WEARABLES } from '@uh/core/wearables/oauth-wearables';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import type { Config } from '../config';
import { MIGRATIONS_FOLDER } from '../db/migrate';
import { errorLogFields } from '../lib/error-log';
import { createAppMetrics, type AppMetrics } from '../lib/metrics/app-metrics';
import { readMigrationJournal } from '../lib/metrics/pending-migrations';
import type { SttProvider } from '../providers/stt/stt-provider';

export const METRICS_PATH = '/metrics';
/** The address of the metrics-only listener: this machine alone can reach it. */
export const METRICS_HOST = '127.0.0.1';

export const METRICS_OFF_MESSAGE = 'Not found: metrics are off on this server';
export const METRICS_TOKEN_MESSAGE = 'Metrics need the bearer token the operator set in METRICS_TOKEN';

// Hashing both sides first gives timingSafeEqual two buffers of one length, whatever was sent.
const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the request carries `Authorization: Bearer <token>`, compared in constant time. */
export function hasMetricsToken(request: FastifyRequest, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match !== null && timingSafeEqual(digest(match[1]!), digest(token));
}

function metricsHandler(metrics: AppMetrics, token: string | null) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (token !== null && !hasMetricsToken(request, token)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ message: METRICS_TOKEN_MESSAGE });
    }
    const body = await metrics.registry.metrics();
    return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(body);
  };
}

// A route of its own: the web app's not-found handler would otherwise answer with the app's page.
const answerMetricsOff = (app: FastifyInstance) =>
  app.get(METRICS_PATH, async (_request, reply) => reply.code(404).send({ message: METRICS_OFF_MESSAGE }));

/** The one line start-up logs about metrics: where they are served, or that they are off. */
export function metricsStartupLine(config: Pick<Config, 'metrics'>): string {
  const { token, port } = config.metrics;
  if (token === null && port === null)
    return `Metrics are off: ${METRICS_PATH} answers 404 (set METRICS_TOKEN or METRICS_PORT to serve them)`;
  const places = [
    token === null ? null : `${METRICS_PATH} on the app's port with the METRICS_TOKEN bearer token`,
    port === null ? null : `http://${METRICS_HOST}:${port}${METRICS_PATH}${token === null ? '' : ' (same token)'}`,
  ];
  return `Metrics are served at ${places.filter((place) => place !== null).join(' and ')}`;
}

/**
 * Prometheus metrics (docs/decisions/0037-prometheus-metrics.md). Off unless the operator asks: with
 * METRICS_TOKEN, GET /metrics on the app's port needs that bearer token; with METRICS_PORT, a
 * listener of its own on 127.0.0.1 serves them (asking the token too when one is set). Otherwise
 * /metrics answers 404 and nothing is measured.
 */
export async function registerMetrics(app: FastifyInstance, ctx: AppContext, speech: SttProvider): Promise<void> {
  const { token, port } = ctx.config.metrics;
  if (token === null && port === null) {
    answerMetricsOff(app);
    return;
  }

  const metrics = createAppMetrics({
    db: ctx.db,
    journal: readMigrationJournal(MIGRATIONS_FOLDER),
    wearableProviders: OAUTH_WEARABLES.filter((provider) => ctx.config.wearables[provider].client !== null),
    onDatabaseError: (error) => app.log.warn({ error: errorLogFields(error) }, 'Metrics could not read the database'),
    speech,
  });
  app.addHook('onResponse', async (request, reply) => {
    metrics.http.observe({
      method: request.method,
      route: request.routeOptions.url,
      statusCode: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
    });
  });

  const handler = metricsHandler(metrics, token);
  // Without a token the app's port keeps them to itself: only the loopback listener serves them.
  if (token !== null) app.get(METRICS_PATH, handler);
  else answerMetricsOff(app);

  if (port !== null) {
    const listener = Fastify({ logger: false });
    listener.get(METRICS_PATH, handler);
    app.addHook('onReady', async () => {
      await listener.listen({ host: METRICS_HOST, port });
    });
    app.addHook('onClose', async () => {
      await listener.close();
    });
  }
}

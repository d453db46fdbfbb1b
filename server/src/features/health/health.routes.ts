import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { errorLogFields } from '../../lib/error-log';

/** Probes for load balancers: /healthz = the process answers, /readyz = it can reach the database. */
export function healthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/healthz', async () => ({ status: 'ok' }));

    app.get('/readyz', async (request, reply) => {
      try {
        await ctx.checkDatabase();
        return { status: 'ready' };
      } catch (error) {
        request.log.warn({ error: errorLogFields(error) }, 'Readiness check failed');
        return reply.code(503).send({ message: 'Database unreachable' });
      }
    });
  };
}

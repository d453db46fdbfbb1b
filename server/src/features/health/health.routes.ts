import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { MIGRATIONS_FOLDER } from '../../db/migrate';
import { errorLogFields } from '../../lib/error-log';
import { pendingMigrations, readMigrationJournal, type MigrationJournal } from '../../lib/metrics/pending-migrations';

export type ReadinessOptions = {
  /** The migrations this code expects; by default the journal of the migrations folder it ships with. */
  migrationJournal?: MigrationJournal;
};

/**
 * Probes for load balancers: /healthz = the process answers, /readyz = it can reach the database and
 * the database has every migration this code expects (a server started against a database another,
 * older release migrated, or whose migrations failed, is not ready to serve).
 */
export function healthRoutes(ctx: AppContext, options: ReadinessOptions = {}): FastifyPluginAsyncZod {
  const journal = options.migrationJournal ?? readMigrationJournal(MIGRATIONS_FOLDER);
  return async (app) => {
    app.get('/healthz', async () => ({ status: 'ok' }));

    app.get('/readyz', async (request, reply) => {
      let pending: string[];
      try {
        await ctx.checkDatabase();
        pending = await pendingMigrations(ctx.db, journal);
      } catch (error) {
        request.log.warn({ error: errorLogFields(error) }, 'Readiness check failed');
        return reply.code(503).send({ message: 'Database unreachable' });
      }
      if (pending.length > 0) {
        request.log.warn({ pendingMigrations: pending }, 'Not ready: migrations are pending');
        return reply.code(503).send({ message: `Database migrations pending: ${pending.length} (the latest ${pending.at(-1)})` });
      }
      return { status: 'ready' };
    });
  };
}

import { accountExportSchema, importResultSchema } from '@uh/core/settings/export.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { requireSession } from '../../plugins/guards';
import { exportAccount, exportAccountZip, importAccount } from './data-export.service';

/** A 10-year history is a few MB of JSON; well above the API's usual body limit. */
const IMPORT_BODY_LIMIT = 25 * 1024 * 1024;

const attachment = (name: string) => `attachment; filename="${name}"`;
const stamp = () => new Date().toISOString().slice(0, 10);

export function dataExportRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/account/export', async (request, reply) => {
      const data = await exportAccount(ctx.db, requireSession(request).user.id);
      return reply
        .header('content-disposition', attachment(`ultimate-human-export-${stamp()}.json`))
        .header('cache-control', 'no-store')
        .send(data);
    });

    app.get('/api/account/export.zip', async (request, reply) => {
      const archive = await exportAccountZip(ctx.db, requireSession(request).user.id);
      return reply
        .type('application/zip')
        .header('content-disposition', attachment(`ultimate-human-export-${stamp()}.zip`))
        .header('cache-control', 'no-store')
        .send(archive);
    });

    app.post(
      '/api/account/import',
      { bodyLimit: IMPORT_BODY_LIMIT, schema: { body: accountExportSchema, response: { 200: importResultSchema } } },
      async (request) => importAccount(ctx.db, requireSession(request).user.id, request.body),
    );
  };
}

import { accountContentsSchema, importQuerySchema, importResultSchema } from '@uh/core/settings/export.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { badRequest } from '../../lib/http-error';
import { requireSession } from '../../plugins/guards';
import { setThemeCookie } from '../../plugins/web-app';
import { refuseDemoAccount } from '../../plugins/demo-account-guard';
import { importGuardFor } from './account-import.guard';
import type { ImportThread } from './account-import-thread';
import { importAccount } from './account-import.service';
import { accountContents, exportAccount } from './data-export.service';
import { exportAccountZip } from './data-export.zip';

/** A 10-year history is a few MB of JSON; well above the API's usual body limit. */
const IMPORT_BODY_LIMIT = 25 * 1024 * 1024;

const attachment = (name: string) => `attachment; filename="${name}"`;
const stamp = () => new Date().toISOString().slice(0, 10);

// Only the person signed in to the app itself: never a personal access token.
const sessionOnly = { scope: null };
const exportScope = { scope: 'export' } as const;

/** `importThread`: the account-imports worker's thread (workers/app-workers.ts), closed with the app. */
export function dataExportRoutes(ctx: AppContext, importThread: ImportThread): FastifyPluginAsyncZod {
  return async (app) => {
    const guard = importGuardFor(ctx);
    // The import's body is kept as bytes: it is parsed and checked inside the import's slot, off
    // the event loop, rather than in one blocking step for every upload at once (this plugin has no other body).
    app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: IMPORT_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );

    app.get('/api/account/export', { config: exportScope }, async (request, reply) => {
      const data = await exportAccount(ctx.db, requireSession(request).user.id);
      return reply
        .header('content-disposition', attachment(`ultimate-human-export-${stamp()}.json`))
        .header('cache-control', 'no-store')
        .send(data);
    });

    app.get('/api/account/export.zip', { config: exportScope }, async (request, reply) => {
      const archive = await exportAccountZip(ctx.db, requireSession(request).user.id);
      return reply
        .type('application/zip')
        .header('content-disposition', attachment(`ultimate-human-export-${stamp()}.zip`))
        .header('cache-control', 'no-store')
        .send(archive);
    });

    app.get('/api/account/contents', { config: exportScope, schema: { response: { 200: accountContentsSchema } } }, async (request) =>
      accountContents(ctx.db, requireSession(request).user.id),
    );

    app.post(
      '/api/account/import',
      {
        config: sessionOnly,
        bodyLimit: IMPORT_BODY_LIMIT,
        schema: { querystring: importQuerySchema, response: { 200: importResultSchema } },
        // Refused before the body is read: a second import of the account, or one past the hourly rate.
        preParsing: async (request) => {
          refuseDemoAccount(ctx.config, request, 'import');
          await guard.admit(requireSession(request).user.id);
        },
      },
      async (request, reply) => {
        const userId = requireSession(request).user.id;
        const { maxRecords, maxAccountRows } = ctx.config.accountImport;
        const { data, result } = await guard.run(userId, async () => {
          if (!Buffer.isBuffer(request.body))
            throw badRequest('Send the export file as a JSON request body (Content-Type application/json)');
          const data = await importThread.read(request.body, maxRecords);
          const result = await importAccount(ctx.db, userId, data, { applyPreferences: request.query.applyPreferences, maxAccountRows });
          return { data, result };
        });
        if (result.preferencesApplied.includes('theme')) setThemeCookie(reply, data.account.preferences.theme);
        return result;
      },
    );
  };
}

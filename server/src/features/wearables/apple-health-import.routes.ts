import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { APPLE_HEALTH_MAX_UPLOAD_BYTES, importJobIdParamsSchema, importJobSchema } from '@uh/core/wearables/wearables.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { HttpError } from '../../lib/http-error';
import { requireSession, sessionUserId } from '../../plugins/guards';
import { refuseDemoAccount } from '../../plugins/demo-account-guard';
import { importsDirOf, type ImportRunner } from './apple-health-import.job';
import { cleanFileName, saveUpload, tooLarge } from './apple-health-upload';
import { createImportJob, discardImportJob, getImportJob, listImportJobs, markUploaded, toImportJob } from './import-jobs.service';

/** What a browser or a script sends an export.zip or export.xml as (Windows names ZIPs x-zip-compressed). */
const UPLOAD_TYPES = ['application/zip', 'application/x-zip-compressed', 'application/xml', 'text/xml', 'application/octet-stream'];
const WRONG_TYPE =
  'Send the export.zip (or export.xml) file itself as the request body, with Content-Type application/zip, application/xml or application/octet-stream.';

const uploadQuerySchema = z.object({ fileName: z.string().max(1000, 'fileName must be at most 1000 characters').optional() });

// Only the person signed in to the app itself: never a personal access token.
const sessionOnly = { scope: null };

/** `runner`: the Apple Health imports worker's (workers/app-workers.ts), which resumes and closes it. */
export function appleHealthImportRoutes(ctx: AppContext, runner: ImportRunner): FastifyPluginAsyncZod {
  return async (app) => {
    const importsDir = importsDirOf(ctx.config.dataDir);

    // Scoped to this plugin: the body is handed over as a stream, written to disk by the route.
    // Every other type (JSON included) is refused here, so no 2 GB body is ever buffered.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser(UPLOAD_TYPES, (request, payload, done) => {
      if (Number(request.headers['content-length']) > APPLE_HEALTH_MAX_UPLOAD_BYTES) return done(tooLarge(), undefined);
      done(null, payload);
    });
    app.addContentTypeParser('*', (_request, _payload, done) => done(new HttpError(415, WRONG_TYPE), undefined));

    app.post(
      '/api/wearables/apple-health/imports',
      {
        config: sessionOnly,
        bodyLimit: APPLE_HEALTH_MAX_UPLOAD_BYTES,
        schema: { querystring: uploadQuerySchema, response: { 202: importJobSchema } },
      },
      async (request, reply) => {
        const userId = requireSession(request).user.id;
        const fileName = cleanFileName(request.query.fileName, 'export.zip');
        const filePath = path.join(importsDir, `${randomUUID()}.upload`);
        let job;
        try {
          refuseDemoAccount(ctx.config, request, 'import');
          job = await createImportJob(ctx.db, { userId, fileName, filePath });
        } catch (error) {
          // Refused before reading: close the connection rather than take in a body nobody wants.
          reply.header('connection', 'close');
          throw error;
        }
        let size: number;
        try {
          size = await saveUpload(request.body as Readable | undefined, filePath);
        } catch (error) {
          reply.header('connection', 'close');
          await discardImportJob(ctx.db, job.id);
          throw error;
        }
        const uploaded = await markUploaded(ctx.db, job.id, size);
        runner.enqueue(job.id);
        return reply.code(202).send(toImportJob(uploaded));
      },
    );

    app.get(
      '/api/wearables/apple-health/imports',
      { config: sessionOnly, schema: { response: { 200: z.array(importJobSchema) } } },
      async (request) => listImportJobs(ctx.db, sessionUserId(request)),
    );

    app.get(
      '/api/wearables/apple-health/imports/:id',
      { config: sessionOnly, schema: { params: importJobIdParamsSchema, response: { 200: importJobSchema } } },
      async (request) => getImportJob(ctx.db, sessionUserId(request), request.params.id),
    );
  };
}

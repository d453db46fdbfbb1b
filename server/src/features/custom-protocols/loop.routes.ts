import fastifyMultipart from '@fastify/multipart';
import {
  LOOP_EXPORT_FILE_NAME,
  LOOP_IMPORT_FIELD,
  LOOP_MAX_UPLOAD_BYTES,
  loopImportResultSchema,
} from '@uh/core/custom-protocols/loop-import.schema';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { badRequest, HttpError } from '../../lib/http-error';
import { sessionUserId } from '../../plugins/guards';
import { CUSTOM_PROTOCOL_ACCESS as access } from './custom-protocols.access';
import { readLoopArchive, writeLoopArchive } from './loop-archive';
import { exportLoop } from './loop-export.service';
import { importLoopExport } from './loop-import.service';

const SEND_AS = `Send the ZIP from Loop Habit Tracker ("Export as CSV") as multipart/form-data, in the field "${LOOP_IMPORT_FIELD}".`;
const TOO_LARGE = `The file is larger than ${LOOP_MAX_UPLOAD_BYTES / 1024 ** 2} MB, far more than a Loop Habit Tracker export.`;

// One file and nothing else: a form with more is refused before it is read.
const LIMITS = { fileSize: LOOP_MAX_UPLOAD_BYTES, files: 1, fields: 0, parts: 1 };

function multipartError(error: unknown): unknown {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, TOO_LARGE);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return new HttpError(413, SEND_AS);
  if (error instanceof HttpError) return error;
  return badRequest('The upload is not a complete multipart form. Please try again.');
}

/** The uploaded ZIP's bytes, from the one file field of the form. */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new HttpError(415, SEND_AS);
  try {
    const part = await request.file();
    if (!part || part.fieldname !== LOOP_IMPORT_FIELD) throw badRequest(`${LOOP_IMPORT_FIELD}: ${SEND_AS}`);
    const bytes = await part.toBuffer();
    if (bytes.length === 0) throw badRequest(`${LOOP_IMPORT_FIELD}: the file is empty. ${SEND_AS}`);
    return bytes;
  } catch (error) {
    throw multipartError(error);
  }
}

/** Moving from and back to Loop Habit Tracker (docs/protocols.md): its CSV export as protocols, and back. */
export function loopRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    // Multipart is parsed here only: the rest of the API takes JSON.
    await app.register(fastifyMultipart, { limits: LIMITS });

    app.post(
      '/api/custom-protocols/import/loop',
      { config: access.write, schema: { response: { 201: loopImportResultSchema } } },
      async (request, reply) => {
        const userId = sessionUserId(request);
        const files = await readLoopArchive(await readUpload(request));
        return reply.code(201).send(await importLoopExport(db, userId, files));
      },
    );

    app.get('/api/custom-protocols/export/loop', { config: access.read }, async (request, reply) => {
      const { files } = await exportLoop(db, sessionUserId(request));
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${LOOP_EXPORT_FILE_NAME}"`)
        .header('cache-control', 'no-store')
        .send(writeLoopArchive(files));
    });
  };
}

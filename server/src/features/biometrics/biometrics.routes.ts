import { biometricCreateSchema, biometricLogSchema, biometricPatchSchema } from '@uh/core/biometrics/biometrics.schema';
import { deletedLogSchema, listQuerySchema, logIdParamsSchema, userIdParamsSchema } from '@uh/core/protocols/protocols.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { requireSession, sessionUserId } from '../../plugins/guards';
import { createBiometricLog, deleteBiometricLog, listBiometricLogs, patchBiometricLog } from './biometrics.service';

// A log write never changes the account or its sessions: the writer keeps their cached session.
const logWrite = { accountUnchanged: true, scope: 'biometrics:write' } as const;

export function biometricsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/biometrics',
      { config: logWrite, schema: { body: biometricCreateSchema, response: { 201: biometricLogSchema } } },
      async (request, reply) => reply.code(201).send(await createBiometricLog(ctx.db, requireSession(request).user, request.body)),
    );

    app.get(
      '/api/biometrics/:userId',
      {
        config: { scope: 'biometrics:read' },
        schema: { params: userIdParamsSchema, querystring: listQuerySchema, response: { 200: z.array(biometricLogSchema) } },
      },
      async (request) => listBiometricLogs(ctx.db, sessionUserId(request), request.query),
    );

    app.patch(
      '/api/biometrics/:id',
      { config: logWrite, schema: { params: logIdParamsSchema, body: biometricPatchSchema, response: { 200: biometricLogSchema } } },
      async (request) => patchBiometricLog(ctx.db, requireSession(request).user, request.params.id, request.body),
    );

    app.delete(
      '/api/biometrics/:id',
      { config: logWrite, schema: { params: logIdParamsSchema, response: { 200: deletedLogSchema } } },
      async (request) => deleteBiometricLog(ctx.db, requireSession(request).user, request.params.id),
    );
  };
}

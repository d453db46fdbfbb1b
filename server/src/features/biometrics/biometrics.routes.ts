import { biometricCreateSchema, biometricLogSchema } from '@uh/core/biometrics/biometrics.schema';
import { listQuerySchema, userIdParamsSchema } from '@uh/core/protocols/protocols.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { sessionUserId } from '../../plugins/guards';
import { createBiometricLog, listBiometricLogs } from './biometrics.service';

export function biometricsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/biometrics',
      { schema: { body: biometricCreateSchema, response: { 201: biometricLogSchema } } },
      async (request, reply) => reply.code(201).send(await createBiometricLog(ctx.db, sessionUserId(request), request.body)),
    );

    app.get(
      '/api/biometrics/:userId',
      { schema: { params: userIdParamsSchema, querystring: listQuerySchema, response: { 200: z.array(biometricLogSchema) } } },
      async (request) => listBiometricLogs(ctx.db, sessionUserId(request), request.query),
    );
  };
}

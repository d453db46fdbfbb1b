import {
  deletedLogSchema,
  listQuerySchema,
  logIdParamsSchema,
  userIdParamsSchema,
  type ListQuery,
} from '@uh/core/protocols/protocols.schema';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyBaseLogger, RawServerDefault } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { requireSession } from '../plugins/guards';
import type { EventDeps } from './app-events';
import type { LogService } from './log-service';

type LogRoute = 'list' | 'create' | 'patch' | 'remove';

export type LogRoutesSpec<L extends z.ZodType, C extends z.ZodType, P extends z.ZodType> = {
  /** `/api/protocols/cold`: the list is at `{base}/:userId`, a log at `{base}/:id`. */
  base: string;
  schemas: { log: L; create: C; patch: P };
  access: { read: FastifyContextConfig; write: FastifyContextConfig };
  service: LogService<z.output<L>, z.output<C>, z.output<P>>;
  /** The connection and event bus the service's writes use. */
  deps: EventDeps;
  /** Also list the caller's own logs at `{base}` itself. */
  hasOwnListWithoutId?: boolean;
  /**
   * The alternate family of the same logs (docs/product.md §7): its list at `{base}` without a user
   * id, the routes it offers, and how its answers differ (fasting's reports hours).
   */
  alternate?: { base: string; routes: readonly LogRoute[]; present?: (log: z.output<L>) => z.output<L> };
};

/**
 * A tracker's list, create, edit and delete routes (Undo is the deleted-logs feature's), the same
 * paths, shapes and access for every protocol: only the schemas and the service differ.
 */
export function registerLogRoutes<L extends z.ZodType, C extends z.ZodType, P extends z.ZodType>(
  zodApp: FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>,
  spec: LogRoutesSpec<L, C, P>,
): void {
  // The type provider cannot resolve schemas that are type parameters: the routes are typed through
  // `spec.service` instead, and the schemas still validate every input and serialize every answer.
  const app = zodApp as unknown as FastifyInstance;
  const { schemas, access, service, deps } = spec;
  const list = z.array(schemas.log);
  const ownerOf = (request: FastifyRequest) => requireSession(request).user;
  const idOf = (request: FastifyRequest) => (request.params as z.output<typeof logIdParamsSchema>).id;

  const family = (base: string, routes: readonly LogRoute[], present: (log: z.output<L>) => z.output<L>, listPath: string) => {
    if (routes.includes('create')) {
      const schema: FastifySchema = { body: schemas.create, response: { 201: schemas.log } };
      app.post(base, { config: access.write, schema }, async (request, reply) =>
        reply.code(201).send(present(await service.create(deps, ownerOf(request), request.body as z.output<C>))),
      );
    }
    if (routes.includes('list')) {
      const params = listPath === base ? {} : { params: userIdParamsSchema };
      app.get(
        listPath,
        { config: access.read, schema: { ...params, querystring: listQuerySchema, response: { 200: list } } },
        async (request) => (await service.list(deps, ownerOf(request), request.query as ListQuery)).map(present),
      );
    }
    if (routes.includes('patch')) {
      const schema: FastifySchema = { params: logIdParamsSchema, body: schemas.patch, response: { 200: schemas.log } };
      app.patch(`${base}/:id`, { config: access.write, schema }, async (request) =>
        present(await service.patch(deps, ownerOf(request), idOf(request), request.body as z.output<P>)),
      );
    }
    if (routes.includes('remove')) {
      app.delete(
        `${base}/:id`,
        { config: access.write, schema: { params: logIdParamsSchema, response: { 200: deletedLogSchema } } },
        async (request) => service.remove(deps, ownerOf(request), idOf(request)),
      );
    }
  };

  const asStored = (log: z.output<L>) => log;
  family(spec.base, ['create', 'list', 'patch', 'remove'], asStored, `${spec.base}/:userId`);
  // Without a user id the list is the caller's own; with one it must be the caller's.
  if (spec.hasOwnListWithoutId) family(spec.base, ['list'], asStored, spec.base);
  if (spec.alternate) family(spec.alternate.base, spec.alternate.routes, spec.alternate.present ?? asStored, spec.alternate.base);
}

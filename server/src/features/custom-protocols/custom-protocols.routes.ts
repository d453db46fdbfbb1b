import {
  customProtocolCreateSchema,
  customProtocolIdParamsSchema,
  customProtocolListSchema,
  customProtocolOrderSchema,
  customProtocolPatchSchema,
  customProtocolReplaceSchema,
  customProtocolSchema,
  deletedCustomProtocolSchema,
} from '@uh/core/custom-protocols/custom-protocols.schema';
import { protocolDocumentSchema } from '@uh/core/custom-protocols/protocol-document.schema';
import { PROTOCOL_JSON_SCHEMA_PATH, protocolJsonSchema } from '@uh/core/custom-protocols/protocol-json-schema';
import { BUILT_IN_PROTOCOL_DOCUMENTS, PROTOCOL_TEMPLATES } from '@uh/core/custom-protocols/protocol-templates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { AppEventBus } from '../../lib/app-events';
import { sessionUserId } from '../../plugins/guards';
import { customProtocolDaysRoutes } from './custom-protocol-days.routes';
import { customProtocolFiguresRoutes } from './custom-protocol-figures.routes';
import { customProtocolReminderRoutes } from './custom-protocol-reminder.routes';
import { deleteProtocol, restoreProtocol } from './custom-protocol-deletion.service';
import { CUSTOM_PROTOCOL_ACCESS as access } from './custom-protocols.access';
import { createProtocol, getProtocol, listProtocols, orderProtocols, patchProtocol, replaceProtocol } from './custom-protocols.service';
import { documentOf, liveProtocol } from './custom-protocols.storage';

const BASE = '/api/custom-protocols';
const params = customProtocolIdParamsSchema;
const templatesSchema = z.object({ templates: z.array(protocolDocumentSchema), builtIns: z.array(protocolDocumentSchema) });

/** A person's own protocols (docs/protocols.md): the documents, their order, export, and the format's JSON Schema. */
export function customProtocolsRoutes(ctx: AppContext, events: AppEventBus): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    // The same for everyone and only changed by a new release: editors and other servers may keep it.
    const jsonSchema = JSON.stringify(protocolJsonSchema());
    app.get(PROTOCOL_JSON_SCHEMA_PATH, { config: { isPublic: true } }, async (_request, reply) =>
      reply.type('application/schema+json; charset=utf-8').header('cache-control', 'public, max-age=86400').send(jsonSchema),
    );

    app.get(BASE, { config: access.read, schema: { response: { 200: customProtocolListSchema } } }, async (request) => ({
      protocols: await listProtocols(db, sessionUserId(request)),
    }));

    app.post(
      BASE,
      { config: access.write, schema: { body: customProtocolCreateSchema, response: { 201: customProtocolSchema } } },
      async (request, reply) => reply.code(201).send(await createProtocol(db, sessionUserId(request), request.body)),
    );

    app.get(`${BASE}/templates`, { config: access.read, schema: { response: { 200: templatesSchema } } }, async () => ({
      templates: [...PROTOCOL_TEMPLATES],
      builtIns: [...BUILT_IN_PROTOCOL_DOCUMENTS],
    }));

    app.put(
      `${BASE}/order`,
      { config: access.write, schema: { body: customProtocolOrderSchema, response: { 200: customProtocolListSchema } } },
      async (request) => ({ protocols: await orderProtocols(db, sessionUserId(request), request.body.ids) }),
    );

    // The tracker's widget reads its protocol (docs/embedding.md); changing, deleting or exporting it stays with the app.
    app.get(
      `${BASE}/:id`,
      { config: { ...access.read, widget: true }, schema: { params, response: { 200: customProtocolSchema } } },
      async (request) => getProtocol(db, sessionUserId(request), request.params.id),
    );

    app.put(
      `${BASE}/:id`,
      { config: access.write, schema: { params, body: customProtocolReplaceSchema, response: { 200: customProtocolSchema } } },
      async (request) => replaceProtocol(db, sessionUserId(request), request.params.id, request.body.document),
    );

    app.patch(
      `${BASE}/:id`,
      { config: access.write, schema: { params, body: customProtocolPatchSchema, response: { 200: customProtocolSchema } } },
      async (request) => patchProtocol(db, sessionUserId(request), request.params.id, request.body),
    );

    app.delete(
      `${BASE}/:id`,
      { config: access.write, schema: { params, response: { 200: deletedCustomProtocolSchema } } },
      async (request) => deleteProtocol(db, sessionUserId(request), request.params.id),
    );

    app.post(
      `${BASE}/:id/restore`,
      { config: access.write, schema: { params, response: { 200: customProtocolSchema } } },
      async (request) => restoreProtocol(db, sessionUserId(request), request.params.id),
    );

    app.get(
      `${BASE}/:id/export`,
      { config: access.read, schema: { params, response: { 200: protocolDocumentSchema } } },
      async (request, reply) => {
        const document = documentOf(await liveProtocol(db, sessionUserId(request), request.params.id));
        // Document ids are lower-case letters, digits and dashes: safe inside the quoted file name.
        return reply.header('content-disposition', `attachment; filename="${document.id}.protocol.json"`).send(document);
      },
    );

    await app.register(customProtocolDaysRoutes(ctx, events));
    await app.register(customProtocolFiguresRoutes(ctx));
    await app.register(customProtocolReminderRoutes(ctx));
  };
}

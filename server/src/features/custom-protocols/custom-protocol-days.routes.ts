import {
  customDaySchema,
  customDaysSchema,
  customEntryCreateSchema,
  customEntryPatchSchema,
  customEntrySchema,
  customPauseCreateSchema,
  customPauseSchema,
  customProtocolDayParamsSchema,
  customProtocolEntryParamsSchema,
  customProtocolIdParamsSchema,
  customProtocolPauseParamsSchema,
  customSkipSchema,
  dayRangeQuerySchema,
  everyProtocolsDaysSchema,
  loggedEverythingParamsSchema,
  loggedEverythingSchema,
} from '@uh/core/custom-protocols/custom-protocols.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import type { AppEventBus } from '../../lib/app-events';
import { sessionUserId } from '../../plugins/guards';
import { readDays, readEveryProtocolsDays } from './custom-protocol-days.service';
import { createEntry, deleteEntry, patchEntry } from './custom-protocol-entries.service';
import { createPause, deletePause, setLoggedEverything, skipDay, unskipDay } from './custom-protocol-marks.service';
import { CUSTOM_PROTOCOL_ACCESS as access } from './custom-protocols.access';
import { liveProtocol } from './custom-protocols.storage';

const BASE = '/api/custom-protocols/:id';

// The tracker of one protocol is an embeddable widget (docs/embedding.md): a widget token reads its
// days and logs, skips and pauses there. Reading every protocol at once stays with the app.
const widgetRead = { ...access.read, widget: true } as const;
const widgetWrite = { ...access.write, widget: true } as const;

/** A protocol's days (docs/protocols.md): reading them, logging entries, skipping, pausing, "I logged everything". */
export function customProtocolDaysRoutes(ctx: AppContext, events: AppEventBus): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    app.get(
      `${BASE}/days`,
      {
        config: widgetRead,
        schema: { params: customProtocolIdParamsSchema, querystring: dayRangeQuerySchema, response: { 200: customDaysSchema } },
      },
      async (request) => readDays(db, await liveProtocol(db, sessionUserId(request), request.params.id), request.query),
    );

    // One request for a page of many protocols (the dashboard, the checklist, Progress).
    app.get(
      '/api/custom-protocols/days',
      { config: access.read, schema: { querystring: dayRangeQuerySchema, response: { 200: everyProtocolsDaysSchema } } },
      async (request) => readEveryProtocolsDays(db, sessionUserId(request), request.query),
    );

    app.post(
      `${BASE}/entries`,
      {
        config: widgetWrite,
        schema: { params: customProtocolIdParamsSchema, body: customEntryCreateSchema, response: { 201: customEntrySchema } },
      },
      async (request, reply) =>
        reply.code(201).send(await createEntry({ db, events }, sessionUserId(request), request.params.id, request.body)),
    );

    app.patch(
      `${BASE}/entries/:entryId`,
      {
        config: widgetWrite,
        schema: { params: customProtocolEntryParamsSchema, body: customEntryPatchSchema, response: { 200: customEntrySchema } },
      },
      async (request) => patchEntry(db, sessionUserId(request), request.params.id, request.params.entryId, request.body),
    );

    app.delete(
      `${BASE}/entries/:entryId`,
      { config: widgetWrite, schema: { params: customProtocolEntryParamsSchema, response: { 200: customEntrySchema } } },
      async (request) => deleteEntry(db, sessionUserId(request), request.params.id, request.params.entryId),
    );

    app.put(
      `${BASE}/days/:date/skip`,
      {
        config: widgetWrite,
        schema: { params: customProtocolDayParamsSchema, body: customSkipSchema, response: { 200: customDaySchema } },
      },
      async (request) =>
        skipDay({ db, events }, sessionUserId(request), request.params.id, request.params.date, request.body.reason ?? null),
    );

    app.delete(
      `${BASE}/days/:date/skip`,
      { config: widgetWrite, schema: { params: customProtocolDayParamsSchema } },
      async (request, reply) => {
        await unskipDay(db, sessionUserId(request), request.params.id, request.params.date);
        return reply.code(204).send();
      },
    );

    app.post(
      `${BASE}/pauses`,
      {
        config: widgetWrite,
        schema: { params: customProtocolIdParamsSchema, body: customPauseCreateSchema, response: { 201: customPauseSchema } },
      },
      async (request, reply) => reply.code(201).send(await createPause(db, sessionUserId(request), request.params.id, request.body)),
    );

    app.delete(
      `${BASE}/pauses/:pauseId`,
      { config: widgetWrite, schema: { params: customProtocolPauseParamsSchema } },
      async (request, reply) => {
        await deletePause(db, sessionUserId(request), request.params.id, request.params.pauseId);
        return reply.code(204).send();
      },
    );

    for (const [method, loggedEverything] of [
      ['PUT', true],
      ['DELETE', false],
    ] as const) {
      app.route({
        method,
        url: '/api/custom-protocols/logged-everything/:date',
        config: widgetWrite,
        schema: { params: loggedEverythingParamsSchema, response: { 200: loggedEverythingSchema } },
        handler: async (request) => setLoggedEverything(db, sessionUserId(request), request.params.date, loggedEverything),
      });
    }
  };
}

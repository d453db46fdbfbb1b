import {
  adminAccountSchema,
  adminAuditEntrySchema,
  adminAuditQuerySchema,
  adminDeleteAccountRequestSchema,
  adminIdParamsSchema,
  adminInviteSchema,
  adminStatusSchema,
  createdInviteSchema,
  createInviteRequestSchema,
} from '@uh/core/admin/admin.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import serverPackage from '../../../package.json' with { type: 'json' };
import type { AppContext } from '../../app-context';
import { deleteAccountAsAdmin, disableAccount, enableAccount, type RemoveAccountRows } from './accounts.service';
import { listAccounts } from './accounts.storage';
import { listAdminActions } from './admin-audit.storage';
import { requireAdmin } from './admin-guard';
import { createInvite, listInvites, revokeInvite } from './invites.service';
import type { SttProvider } from '../../providers/stt/stt-provider';
import { readServerStatus } from './status.service';

/** What the admin pages take from other features, bound beside app.ts (admin-ports.ts). */
export type AdminPorts = {
  removeAccountRows: RemoveAccountRows;
  /** The speech engine the voice journal uses, for the server status. */
  speech: SttProvider;
};

// A signed-in admin's session only: no personal access token reaches these (docs/administration.md).
const adminOnly = { scope: null };

export function adminRoutes(ctx: AppContext, ports: AdminPorts): FastifyPluginAsyncZod {
  const rules = ctx.config;
  return async (app) => {
    let hasStarted = false;
    app.addHook('onReady', async () => {
      hasStarted = true;
      const { mode, reason } = ctx.config.registration;
      app.log.info(`Registration is ${mode}: ${reason}`);
    });
    // Runs before the body is validated, so a non-admin learns nothing from a 400 either.
    app.addHook('preValidation', async (request) => {
      requireAdmin(request, rules);
    });

    app.get('/api/admin/accounts', { config: adminOnly, schema: { response: { 200: adminAccountSchema.array() } } }, async () =>
      listAccounts(ctx.db, rules),
    );

    app.post(
      '/api/admin/accounts/:id/disable',
      { config: adminOnly, schema: { params: adminIdParamsSchema, response: { 200: adminAccountSchema } } },
      async (request) => {
        const account = await disableAccount(ctx.db, rules, requireAdmin(request, rules), request.params.id);
        // This server's cached copies of that person's sessions go before the answer leaves.
        request.otherAccountsChanged = [account.id];
        return account;
      },
    );

    app.post(
      '/api/admin/accounts/:id/enable',
      { config: adminOnly, schema: { params: adminIdParamsSchema, response: { 200: adminAccountSchema } } },
      async (request) => enableAccount(ctx.db, rules, requireAdmin(request, rules), request.params.id),
    );

    app.delete(
      '/api/admin/accounts/:id',
      { config: adminOnly, schema: { params: adminIdParamsSchema, body: adminDeleteAccountRequestSchema } },
      async (request, reply) => {
        const actor = requireAdmin(request, rules);
        await deleteAccountAsAdmin(ctx.db, ports.removeAccountRows, actor, request.params.id, request.body.confirmUsername);
        request.otherAccountsChanged = [request.params.id];
        return reply.code(204).send();
      },
    );

    app.get('/api/admin/invites', { config: adminOnly, schema: { response: { 200: adminInviteSchema.array() } } }, async () =>
      listInvites(ctx.db),
    );

    app.post(
      '/api/admin/invites',
      {
        config: { ...adminOnly, answerHoldsSecret: true },
        schema: { body: createInviteRequestSchema.optional(), response: { 201: createdInviteSchema } },
      },
      async (request, reply) => {
        const baseUrl = ctx.config.hasPublicUrl ? ctx.config.publicUrl : `${request.protocol}://${request.host}`;
        const days = request.body?.expiresInDays ?? ctx.config.inviteDays;
        return reply.code(201).send(await createInvite(ctx.db, requireAdmin(request, rules), { days, baseUrl }));
      },
    );

    app.delete('/api/admin/invites/:id', { config: adminOnly, schema: { params: adminIdParamsSchema } }, async (request, reply) => {
      await revokeInvite(ctx.db, requireAdmin(request, rules), request.params.id);
      return reply.code(204).send();
    });

    app.get('/api/admin/status', { config: adminOnly, schema: { response: { 200: adminStatusSchema } } }, async () =>
      readServerStatus(ctx, {
        version: serverPackage.version,
        workers: app.workers.map((worker) => ({ name: worker.name, running: hasStarted })),
        speech: ports.speech,
      }),
    );

    app.get(
      '/api/admin/audit',
      { config: adminOnly, schema: { querystring: adminAuditQuerySchema, response: { 200: adminAuditEntrySchema.array() } } },
      async (request) => listAdminActions(ctx.db, request.query.limit),
    );
  };
}

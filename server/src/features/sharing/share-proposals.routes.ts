import { sharedParamsSchema, shareProposalResultSchema, shareProposalSchema } from '@uh/core/sharing/share-grants.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { requireCookieSession } from '../../plugins/guards';
import type { SharePorts } from './share-ports';
import { proposeThroughShare } from './share-proposals.service';

/** A grantee proposes entries for the person who shared with them (docs/sharing.md). */
export function shareProposalsRoutes(ctx: AppContext, ports: SharePorts): FastifyPluginAsyncZod {
  const deps = { db: ctx.db, limiter: ctx.limiter, drafts: ports.drafts };
  return async (app) => {
    app.post(
      '/api/shared/:grantId/proposals',
      {
        // The guard lets any active grant through; the service holds each entry to its own domain and logs it.
        config: { scope: null, share: { domain: null, action: 'propose', what: 'Proposal', logsItself: true } },
        schema: { params: sharedParamsSchema, body: shareProposalSchema, response: { 201: shareProposalResultSchema } },
      },
      async (request, reply) => {
        const grantee = requireCookieSession(request).user;
        const proposal = { access: request.share!, grantee, text: request.body.text, ip: request.ip };
        return reply.code(201).send(await proposeThroughShare(deps, proposal));
      },
    );
  };
}

import {
  clinicianReportSchema,
  reportPaperQuerySchema,
  reportPdfQuerySchema,
  reportQuerySchema,
} from '@uh/core/sharing/clinician-report.schema';
import {
  reportLinkCreatedSchema,
  reportLinkCreateSchema,
  reportLinkIdParamsSchema,
  reportLinkOpenSchema,
  reportLinkParamsSchema,
  reportLinkSchema,
} from '@uh/core/sharing/report-links.schema';
import { shareAccessQuerySchema, shareAccessSchema } from '@uh/core/sharing/share-grants.schema';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { shareAccessLog } from '../../db/schema';
import { requireCookieSession } from '../../plugins/guards';
import { clinicianReport } from './clinician-report.service';
import { reportCsvBundle } from './report-csv';
import { createLink, endLink, listLinks, ownLink } from './report-links.storage';
import { openLink } from './report-links.service';
import { reportPdf } from './report-pdf';
import { accessPage } from './share-access.storage';
import type { SharePorts } from './share-ports';

const PDF_TYPE = 'application/pdf';
const ZIP_TYPE = 'application/zip';

const sendFile = (reply: FastifyReply, type: string, name: string, body: Buffer) =>
  reply.type(type).header('content-disposition', `attachment; filename="${name}"`).header('cache-control', 'no-store').send(body);
const fileName = (to: string, extension: string) => `health-report-${to}.${extension}`;

/**
 * The clinician report (docs/sharing.md#the-clinician-report): the owner's, as JSON, PDF and a CSV
 * bundle; their report links; and the same report through a link and its passcode, for someone
 * without an account.
 */
export function clinicianReportRoutes(ctx: AppContext, ports: SharePorts): FastifyPluginAsyncZod {
  const deps = { db: ctx.db, ports };
  return async (app) => {
    const sessionOnly = { scope: null } as const;
    const owner = (request: Parameters<typeof requireCookieSession>[0]) => requireCookieSession(request).user;

    app.get(
      '/api/sharing/report',
      { config: sessionOnly, schema: { querystring: reportQuerySchema, response: { 200: clinicianReportSchema } } },
      async (request) => clinicianReport(deps, owner(request), request.query),
    );
    app.get('/api/sharing/report.pdf', { config: sessionOnly, schema: { querystring: reportPdfQuerySchema } }, async (request, reply) => {
      const report = await clinicianReport(deps, owner(request), request.query);
      return sendFile(
        reply,
        PDF_TYPE,
        fileName(report.period.to, 'pdf'),
        await reportPdf(report, request.query.paper === 'letter' ? 'LETTER' : 'A4'),
      );
    });
    app.get('/api/sharing/report.zip', { config: sessionOnly, schema: { querystring: reportQuerySchema } }, async (request, reply) => {
      const report = await clinicianReport(deps, owner(request), request.query);
      return sendFile(reply, ZIP_TYPE, fileName(report.period.to, 'zip'), reportCsvBundle(report));
    });

    app.get('/api/sharing/links', { config: sessionOnly, schema: { response: { 200: z.array(reportLinkSchema) } } }, async (request) =>
      listLinks(ctx.db, owner(request).id),
    );
    app.post(
      '/api/sharing/links',
      {
        config: { ...sessionOnly, answerHoldsSecret: true },
        schema: { body: reportLinkCreateSchema, response: { 201: reportLinkCreatedSchema } },
      },
      async (request, reply) => reply.code(201).send(await createLink(ctx.db, owner(request).id, request.body)),
    );
    app.delete('/api/sharing/links/:id', { config: sessionOnly, schema: { params: reportLinkIdParamsSchema } }, async (request, reply) => {
      await endLink(ctx.db, owner(request).id, request.params.id);
      return reply.code(204).send();
    });
    app.get(
      '/api/sharing/links/:id/access',
      {
        config: sessionOnly,
        schema: { params: reportLinkIdParamsSchema, querystring: shareAccessQuerySchema, response: { 200: z.array(shareAccessSchema) } },
      },
      async (request) => {
        const link = await ownLink(ctx.db, owner(request).id, request.params.id);
        return accessPage(ctx.db, eq(shareAccessLog.linkId, link.id), request.query.before);
      },
    );

    // Through a link: no account, the passcode with every request, the period the owner chose.
    const open = { isPublic: true } as const;
    const opening = (request: { params: { token: string }; body: { passcode: string }; ip: string }, what: string) =>
      openLink(
        { db: ctx.db, limiter: ctx.limiter },
        { token: request.params.token, passcode: request.body.passcode, ip: request.ip, what },
      );
    const linkReport = async (found: Awaited<ReturnType<typeof opening>>) =>
      clinicianReport(deps, found.owner, reportQuerySchema.parse({ range: found.link.range }));

    app.post(
      '/api/report-links/:token',
      { config: open, schema: { params: reportLinkParamsSchema, body: reportLinkOpenSchema, response: { 200: clinicianReportSchema } } },
      async (request) => linkReport(await opening(request, 'Report')),
    );
    app.post(
      '/api/report-links/:token/pdf',
      { config: open, schema: { params: reportLinkParamsSchema, querystring: reportPaperQuerySchema, body: reportLinkOpenSchema } },
      async (request, reply) => {
        const report = await linkReport(await opening(request, 'Report (PDF)'));
        return sendFile(
          reply,
          PDF_TYPE,
          fileName(report.period.to, 'pdf'),
          await reportPdf(report, request.query.paper === 'letter' ? 'LETTER' : 'A4'),
        );
      },
    );
    app.post(
      '/api/report-links/:token/csv',
      { config: open, schema: { params: reportLinkParamsSchema, body: reportLinkOpenSchema } },
      async (request, reply) => {
        const report = await linkReport(await opening(request, 'Report (CSV)'));
        return sendFile(reply, ZIP_TYPE, fileName(report.period.to, 'zip'), reportCsvBundle(report));
      },
    );
  };
}

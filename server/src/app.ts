import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context';
import { chatPorts } from './chat-ports';
import { adminRoutes } from './features/admin/admin.routes';
import { adminPorts } from './admin-ports';
import { authRoutes } from './features/auth/auth.routes';
import { chatRoutes } from './features/chat/chat.routes';
import { checklistRoutes } from './features/checklist/checklist.routes';
import { subscribeChecklist } from './features/checklist/checklist.subscriptions';
import { deletedLogsRoutes } from './features/deleted-logs/deleted-logs.routes';
import { embedRoutes } from './features/embed/embed.routes';
import { meRoutes } from './features/embed/me.routes';
import { tokensRoutes } from './features/embed/tokens.routes';
import { healthRoutes } from './features/health/health.routes';
import { learnRoutes } from './features/learn/learn.routes';
import { mcpRoutes } from './features/mcp/mcp.routes';
import { coachMemoryRoutes } from './features/chat/coach-memory.routes';
import { progressRoutes } from './features/progress/progress.routes';
import { dataExportRoutes } from './features/settings/data-export.routes';
import { safetyScreenRoutes } from './features/settings/safety-screen.routes';
import { settingsRoutes } from './features/settings/settings.routes';
import { journalRoutes } from './features/voice-journal/journal.routes';
import { appleHealthImportRoutes } from './features/wearables/apple-health-import.routes';
import { wearableConnectionsRoutes } from './features/wearables/wearable-connections.routes';
import { experimentsRoutes } from './features/experiments/experiments.routes';
import { insightsRoutes } from './features/insights/insights.routes';
import { remindersRoutes } from './features/reminders/reminders.routes';
import { subscribeWebhooks } from './features/webhooks/webhooks.subscriptions';
import { webhooksRoutes } from './features/webhooks/webhooks.routes';
import { customProtocolsRoutes } from './features/custom-protocols/custom-protocols.routes';
import { loopRoutes } from './features/custom-protocols/loop.routes';
import { createNoSttProvider } from './providers/stt/no-stt-provider';
import { voiceRoutes } from './features/voice-journal/voice.routes';
import { registerCsrfProtection } from './plugins/csrf';
import { registerErrorHandler } from './plugins/errors';
import { registerGuards } from './plugins/guards';
import { registerShareGuard } from './plugins/share-guard';
import { registerInputGuards } from './plugins/input-guards';
import { responseSerializerCompiler } from './plugins/response-serializer';
import { registerRequestLog } from './plugins/request-log';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerIdempotency } from './plugins/idempotency';
import { registerMetrics } from './plugins/metrics';
import { registerOpenApi } from './plugins/openapi';
import { registerWebApp } from './plugins/web-app';
import { createAppWorkers } from './workers/app-workers';
import { registerWorkers } from './workers/register-workers';
import { journalPorts } from './journal-ports';
import { toolWrites } from './tool-writes';
import { wearableStepsPorts } from './wearable-steps-ports';
import { insightsPorts } from './insights-ports';
import { sharingPorts } from './sharing-ports';
import { clinicianReportRoutes } from './features/sharing/clinician-report.routes';
import { shareGrantsRoutes } from './features/sharing/share-grants.routes';
import { shareProposalsRoutes } from './features/sharing/share-proposals.routes';
import { sharedViewRoutes } from './features/sharing/shared-view.routes';
import { reminderPorts } from './reminder-ports';
import { settingsPorts } from './settings-ports';
import { trackerRoutes } from './tracker-routes';
import { mcpServices } from './mcp-services';
import { createAppEvents } from './lib/app-events';
import { createLlmProvider } from './providers/llm/create-llm-provider';
import type { LlmProvider } from './providers/llm/llm-provider';
import type { SttProvider } from './providers/stt/stt-provider';

// Two levels up from both src/ and dist/ is the repository root.
const DEFAULT_WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export type BuildAppOptions = {
  logger?: FastifyServerOptions['logger'];
  webDistDir?: string;
  /** The coach chat's provider; by default built from the LLM_* settings (offline coach without them). */
  llmProvider?: LlmProvider;
  /** The voice journal's speech-to-text; server.ts passes the configured one. Without it: none (the browser transcribes). */
  sttProvider?: SttProvider;
  /** server.ts: this app is the server process, which also resumes its imports and resets the demo (workers/app-workers.ts). */
  serverProcess?: boolean;
};

/** Builds the whole HTTP app around an explicit context; server.ts and the tests both use it. */
export async function buildApp(ctx: AppContext, options: BuildAppOptions = {}) {
  const app = Fastify({
    logger: options.logger ?? false,
    // Replaced by registerRequestLog: the answers worth a line, not two lines per request.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: ctx.config.trustProxy,
    bodyLimit: ctx.config.bodyLimitBytes,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(ctx.config.env !== 'production'));
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerRequestLog(app, ctx.config.slowRequestMs);
  const speech = options.sttProvider ?? createNoSttProvider();
  await registerMetrics(app, ctx, speech);
  await app.register(fastifyCookie);
  registerErrorHandler(app);
  registerInputGuards(app);
  registerSecurityHeaders(app, ctx.config.embed.allowedOrigins);
  registerCsrfProtection(app, ctx.config.hasPublicUrl ? ctx.config.publicUrl : null);
  const loadSession = registerGuards(app, ctx);
  registerShareGuard(app, ctx);
  registerIdempotency(app, ctx.db);
  // Features meet here: the writes of one raise events (lib/app-events.ts) the others subscribe to.
  const events = createAppEvents();
  const stepsPorts = wearableStepsPorts(ctx.db, events);
  // Every loop of this server, started when the app is ready and closed with it (app.workers).
  const workers = createAppWorkers(
    ctx,
    app.log,
    { serverProcess: options.serverProcess ?? false },
    { onDaySteps: stepsPorts.daySteps, insights: insightsPorts, reminders: reminderPorts, events },
  );
  registerWorkers(app, workers.list);
  const webhookWorker = workers.webhooks;
  subscribeChecklist(events);
  subscribeWebhooks(events, { db: ctx.db, kick: webhookWorker.kick, log: app.log, dailyLimit: ctx.config.webhooks.dailyDeliveryLimit });
  await registerOpenApi(app);

  await app.register(healthRoutes(ctx));
  await app.register(authRoutes(ctx));
  await app.register(trackerRoutes(ctx, events));
  await app.register(deletedLogsRoutes(ctx, events));
  await app.register(checklistRoutes(ctx, events));
  await app.register(progressRoutes(ctx));
  await app.register(learnRoutes(ctx));
  const journal = journalPorts(events);
  const writes = toolWrites(events, journal);
  await app.register(chatRoutes(ctx, options.llmProvider ?? createLlmProvider(ctx.config.llm), chatPorts(writes)));
  await app.register(coachMemoryRoutes(ctx));
  await app.register(settingsRoutes(ctx, settingsPorts(ctx.config)));
  await app.register(safetyScreenRoutes(ctx));
  await app.register(dataExportRoutes(ctx, workers.accountImports.thread));
  await app.register(voiceRoutes(ctx, speech, journal));
  await app.register(journalRoutes(ctx, journal));
  await app.register(embedRoutes(ctx));
  await app.register(tokensRoutes(ctx));
  await app.register(meRoutes());
  await app.register(appleHealthImportRoutes(ctx, workers.appleHealthImports.runner));
  await app.register(wearableConnectionsRoutes(ctx, workers.wearableSync, stepsPorts.stepsRemoved));
  await app.register(remindersRoutes(ctx, workers.reminders));
  await app.register(mcpRoutes(ctx, events, mcpServices(writes.writePlan)));
  await app.register(webhooksRoutes(ctx, webhookWorker));
  await app.register(customProtocolsRoutes(ctx, events));
  await app.register(loopRoutes(ctx));
  await app.register(insightsRoutes(ctx, insightsPorts));
  await app.register(experimentsRoutes(ctx, insightsPorts, events));
  await app.register(adminRoutes(ctx, { ...adminPorts, speech }));
  await app.register(shareGrantsRoutes(ctx));
  const sharing = sharingPorts(events, writes.writePlan);
  await app.register(sharedViewRoutes(ctx, sharing));
  await app.register(shareProposalsRoutes(ctx, sharing));
  await app.register(clinicianReportRoutes(ctx, sharing));
  await registerWebApp(app, options.webDistDir ?? DEFAULT_WEB_DIST, { ctx, loadSession });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

import { sql } from 'drizzle-orm';
import pino from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { connectDatabase } from './db/client';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded-postgres';
import { runMigrations } from './db/migrate';
import { writeDemoSample } from './demo-sample';
import { seedDemoAccount } from './features/auth/auth.service';
import { demoExposureWarning } from './features/auth/demo-account';
import { acquireDataDirLock } from './lib/data-dir-lock';
import { errorLogFields } from './lib/error-log';
import { makePrivateDirSync } from './lib/private-files';
import { metricsStartupLine } from './plugins/metrics';
import { createRateLimiter } from './lib/rate-limit';
import { createSttProvider } from './providers/stt/create-stt-provider';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`${error.message}\nSee .env.example for every setting.`);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const config = readConfig();
  const log = pino({ level: config.logLevel });
  let embedded: EmbeddedPostgres | null = null;
  let releaseLock = () => {};

  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    makePrivateDirSync(config.dataDir);
    releaseLock = acquireDataDirLock(config.dataDir);
    embedded = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      port: config.embeddedDb.port,
      osUser: config.embeddedDb.osUser,
      log: (message) => log.info(message),
    });
    databaseUrl = embedded.url;
  }

  const database = connectDatabase(databaseUrl, config.databasePoolSize, (error) =>
    log.error({ error: errorLogFields(error) }, 'Idle database client error'),
  );
  await runMigrations(database.pool);
  if (config.demoAccount) await seedDemoAccount(database.db, config.demoAccount, writeDemoSample);
  const demoWarning = demoExposureWarning(config);
  if (demoWarning) log.warn(demoWarning);
  const stt = createSttProvider(config.stt, {
    dataDir: config.dataDir,
    log: { warn: (message) => log.warn(message), debug: (message) => log.debug(message) },
  });

  const ctx = {
    config,
    db: database.db,
    limiter: createRateLimiter(database.db),
    checkDatabase: async () => {
      await database.db.execute(sql`SELECT 1`);
    },
  };
  const app = await buildApp(ctx, {
    logger: { level: config.logLevel },
    sttProvider: stt,
    webDistDir: config.webDistDir,
    serverProcess: true,
  });

  let isShuttingDown = false;
  const shutdown = async (signal: string) => {
    if (isShuttingDown) return;
    isShuttingDown = true;
    log.info(`${signal} received: finishing open requests, then stopping`);
    const forceExit = setTimeout(() => process.exit(1), 20_000);
    forceExit.unref();
    await app.close();
    await stt.close();
    await database.close();
    await embedded?.stop();
    releaseLock();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  log.info(`Ultimate Human is running on http://localhost:${config.port}`);
  log.info(metricsStartupLine(config));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

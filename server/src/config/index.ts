import path from 'node:path';
import { defaultRegistrationMode, parseAdminUsernames } from '@uh/core/admin/admin.logic';
import type { RegistrationMode } from '@uh/core/admin/admin.schema';
import { envSchema, type Env } from './env-schema';
import { WEARABLE_DEFAULT_URLS } from './env-values';
import { remindersConfig, sttConfig, wearableConfig } from './feature-config';

export { WEARABLE_DEFAULT_URLS, type TrustProxy } from './env-values';
export type { WearableClientConfig, WearableConfig } from './feature-config';

export type Config = ReturnType<typeof toConfig>;

/** Who may register, and why (the start-up log says both). */
function registrationConfig(env: Env): { mode: RegistrationMode; reason: string } {
  if (env.REGISTRATION) return { mode: env.REGISTRATION, reason: 'REGISTRATION is set' };
  return defaultRegistrationMode(env.PUBLIC_URL);
}

function toConfig(env: Env) {
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    dataDir: path.resolve(env.DATA_DIR),
    webDistDir: env.WEB_DIST_DIR === undefined ? undefined : path.resolve(env.WEB_DIST_DIR),
    databaseUrl: env.DATABASE_URL,
    embeddedDb: { port: env.EMBEDDED_DB_PORT, osUser: env.EMBEDDED_DB_OS_USER },
    databasePoolSize: env.DATABASE_POOL_SIZE,
    accountImport: {
      maxRecords: env.IMPORT_MAX_RECORDS,
      maxAccountRows: env.ACCOUNT_MAX_ROWS,
      perHour: env.IMPORTS_PER_HOUR,
      // Unset: two, or fewer on a small pool, so ordinary requests always keep at least half.
      dbConnections: env.IMPORT_DB_CONNECTIONS ?? Math.max(1, Math.min(2, Math.floor(env.DATABASE_POOL_SIZE / 2))),
    },
    registration: registrationConfig(env),
    /** Usernames the operator made admins (lower case), besides the first account made on the server. */
    adminUsernames: parseAdminUsernames(env.ADMIN_USERNAMES),
    inviteDays: env.INVITE_DAYS,
    demoAccount: env.SEED_DEMO_ACCOUNT ? { username: env.DEMO_USERNAME, password: env.DEMO_PASSWORD } : null,
    session: {
      idleTimeoutMs: env.SESSION_IDLE_TIMEOUT_MINUTES * 60_000,
      absoluteTimeoutMs: env.SESSION_ABSOLUTE_TIMEOUT_MINUTES * 60_000,
      cacheMs: env.SESSION_CACHE_SECONDS * 1000,
    },
    trustProxy: env.TRUST_PROXY,
    rateLimits: {
      loginFailuresPerUsername: env.LOGIN_MAX_FAILURES_PER_USERNAME,
      loginFailuresPerIp: env.LOGIN_MAX_FAILURES_PER_IP,
      loginWindowMs: env.LOGIN_FAILURE_WINDOW_MINUTES * 60_000,
      registrationsPerIpPerHour: env.REGISTRATIONS_PER_IP_PER_HOUR,
    },
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    logLevel: env.LOG_LEVEL,
    slowRequestMs: env.SLOW_REQUEST_MS,
    // The address people open; the provider sends them back to `${publicUrl}/api/auth/oidc/callback`.
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    /** Whether the operator named the public address: requests' Origin is then checked against it, not against Host. */
    hasPublicUrl: env.PUBLIC_URL !== undefined,
    // "Sign in with {providerName}": any OpenID Connect issuer, enabled by its client credentials.
    oidc: {
      issuer: env.OIDC_ISSUER,
      providerName: env.OIDC_PROVIDER_NAME,
      client: env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET ? { id: env.OIDC_CLIENT_ID, secret: env.OIDC_CLIENT_SECRET } : null,
    },
    // The coach chat: a language model when LLM_BASE_URL is set, the built-in offline coach otherwise.
    llm: { baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY, model: env.LLM_MODEL, timeoutMs: env.LLM_TIMEOUT_MS, tools: env.LLM_TOOLS },
    chatCompletionsPerMinute: env.CHAT_COMPLETIONS_PER_MINUTE,
    chatMessagesPerMinute: env.CHAT_MESSAGES_PER_MINUTE,
    stt: sttConfig(env),
    /** Each person's share of the speech engine: seconds of audio a minute, one recording at a time. */
    sttSecondsPerPersonPerMinute: env.STT_SECONDS_PER_PERSON_PER_MINUTE,
    // Widgets on other sites (docs/embedding.md): who may frame them, and how busy one token may be.
    embed: { allowedOrigins: env.EMBED_ALLOWED_ORIGINS, tokenRequestsPerMinute: env.EMBED_TOKEN_REQUESTS_PER_MINUTE },
    secretsKey: env.SECRETS_KEY,
    reminders: remindersConfig(env),
    webhooks: {
      allowHttp: env.WEBHOOK_ALLOW_HTTP,
      allowPrivateNetworks: env.WEBHOOK_ALLOW_PRIVATE_NETWORKS,
      pollMs: env.WEBHOOK_POLL_SECONDS * 1000,
      dailyDeliveryLimit: env.WEBHOOK_DAILY_DELIVERY_LIMIT,
    },
    /** Prometheus metrics: null for each way of serving them the operator did not set up (both null: off). */
    metrics: { token: env.METRICS_TOKEN ?? null, port: env.METRICS_PORT ?? null },
    /** Backups (server/src/backup): the folder they go to, and the passphrase sealing them (none: not sealed). */
    backup: {
      dir: path.resolve(env.BACKUP_DIR ?? path.join(env.DATA_DIR, 'backups')),
      passphrase: env.BACKUP_PASSPHRASE,
      /** How often the server backs up by itself (0: never); the first comes some minutes after start. */
      intervalMs: env.BACKUP_INTERVAL_HOURS * 3_600_000,
      keep: env.BACKUP_KEEP,
    },
    wearables: {
      oura: wearableConfig(env, 'OURA'),
      whoop: wearableConfig(env, 'WHOOP'),
      withings: wearableConfig(env, 'WITHINGS'),
      syncIntervalMs: env.WEARABLE_SYNC_INTERVAL_MINUTES * 60_000,
    },
  };
}

export class ConfigError extends Error {}

/** Parses the environment once; a bad value throws a ConfigError listing every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings in .env files mean "unset", not "invalid".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = envSchema
    .refine((env) => !env.LLM_BASE_URL || env.LLM_MODEL, {
      path: ['LLM_MODEL'],
      message: 'must be set when LLM_BASE_URL is set (the model name, such as gpt-4o-mini or llama3.1)',
    })
    .refine((env) => env.STT_PROVIDER !== 'openai-compatible' || env.STT_BASE_URL, {
      path: ['STT_BASE_URL'],
      message: 'must be set when STT_PROVIDER is openai-compatible (such as http://localhost:8080/v1)',
    })
    // Imports share the pool: ordinary requests must keep at least half of it.
    .refine((env) => env.IMPORT_DB_CONNECTIONS === undefined || env.IMPORT_DB_CONNECTIONS * 2 <= env.DATABASE_POOL_SIZE, {
      path: ['IMPORT_DB_CONNECTIONS'],
      message: 'must be at most half of DATABASE_POOL_SIZE, so imports never take the connections ordinary requests need',
    })
    .superRefine((env, context) => {
      for (const prefix of Object.keys(WEARABLE_DEFAULT_URLS) as (keyof typeof WEARABLE_DEFAULT_URLS)[]) {
        const [id, secret] = [env[`${prefix}_CLIENT_ID`], env[`${prefix}_CLIENT_SECRET`]];
        if (id && !secret)
          context.addIssue({ code: 'custom', path: [`${prefix}_CLIENT_SECRET`], message: `must be set when ${prefix}_CLIENT_ID is set` });
        if (secret && !id)
          context.addIssue({ code: 'custom', path: [`${prefix}_CLIENT_ID`], message: `must be set when ${prefix}_CLIENT_SECRET is set` });
      }
    })
    .refine((env) => env.METRICS_PORT === undefined || env.METRICS_PORT !== env.PORT, {
      path: ['METRICS_PORT'],
      message: 'must differ from PORT: metrics get a listener of their own on 127.0.0.1',
    })
    .refine((env) => !env.OIDC_CLIENT_ID || env.OIDC_CLIENT_SECRET, {
      path: ['OIDC_CLIENT_SECRET'],
      message: 'must be set when OIDC_CLIENT_ID is set (the client secret the provider issued with it)',
    })
    .refine((env) => !env.OIDC_CLIENT_SECRET || env.OIDC_CLIENT_ID, {
      path: ['OIDC_CLIENT_ID'],
      message: 'must be set when OIDC_CLIENT_SECRET is set',
    })
    .safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return toConfig(result.data);
}

import { INVITE_DAYS, REGISTRATION_MODES } from '@uh/core/admin/admin.schema';
import { SPEECH_ENGINES } from '@uh/core/voice-journal/journal.schema';
import { toolsSetting } from '@uh/core/coach-tools/model-tools.logic';
import { z } from 'zod';
import {
  booleanFromEnv,
  embedAllowedOrigins,
  nonNegativeInt,
  oidcIssuer,
  port,
  positiveInt,
  providerUrl,
  publicUrl,
  trustProxy,
  WEARABLE_DEFAULT_URLS,
} from './env-values';

/** Every setting the app reads from its environment, with its default (docs: .env.example). */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: port.default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  EMBEDDED_DB_PORT: port.refine((value) => value !== 5432, 'must not be 5432, which a system PostgreSQL may already use').default(5488),
  EMBEDDED_DB_OS_USER: z.string().min(1).default('postgres'),
  DATABASE_POOL_SIZE: positiveInt.default(10),
  // Account imports (docs/data-export.md): how much one file and one account may hold, how often a
  // person may import, and how many of the pool's connections imports may hold at once.
  IMPORT_MAX_RECORDS: positiveInt.default(50_000),
  ACCOUNT_MAX_ROWS: positiveInt.default(200_000),
  IMPORTS_PER_HOUR: positiveInt.default(10),
  IMPORT_DB_CONNECTIONS: positiveInt.optional(),
  SEED_DEMO_ACCOUNT: booleanFromEnv.default(true),
  DEMO_USERNAME: z.string().min(3).default('demo'),
  DEMO_PASSWORD: z.string().min(6).default('demo1234'),
  SESSION_IDLE_TIMEOUT_MINUTES: positiveInt.default(7 * 24 * 60),
  SESSION_ABSOLUTE_TIMEOUT_MINUTES: positiveInt.default(30 * 24 * 60),
  // How long an app server may answer from its own copy of a session and its person (0: never).
  // Sign-outs and changes reach every server at once through PostgreSQL notifications.
  SESSION_CACHE_SECONDS: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(60, 'must be at most 60')
    .default(5),
  TRUST_PROXY: trustProxy.default(false),
  LOGIN_MAX_FAILURES_PER_USERNAME: positiveInt.default(5),
  LOGIN_MAX_FAILURES_PER_IP: positiveInt.default(30),
  LOGIN_FAILURE_WINDOW_MINUTES: positiveInt.default(15),
  REGISTRATIONS_PER_IP_PER_HOUR: positiveInt.default(20),
  BODY_LIMIT_BYTES: positiveInt.default(1024 * 1024),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Answers slower than this are logged (as a warning) even when they succeeded.
  SLOW_REQUEST_MS: positiveInt.default(1000),
  // Replaced by the OIDC_* settings: refused, so that a forgotten one does not silently turn sign-in off.
  GOOGLE_CLIENT_ID: z
    .undefined({
      message:
        'is no longer used: set OIDC_CLIENT_ID and OIDC_CLIENT_SECRET instead (with OIDC_ISSUER and OIDC_PROVIDER_NAME for a provider other than Google)',
    })
    .optional(),
  OIDC_ISSUER: oidcIssuer.default('https://accounts.google.com'),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_PROVIDER_NAME: z.string().trim().min(1).max(40, 'must be at most 40 characters').default('Google'),
  PUBLIC_URL: publicUrl.optional(),
  // Who may create an account (docs/administration.md); unset: open on a loopback PUBLIC_URL, by invitation otherwise.
  REGISTRATION: z.enum(REGISTRATION_MODES, { message: `must be one of ${REGISTRATION_MODES.join(', ')}` }).optional(),
  ADMIN_USERNAMES: z.string().optional(),
  INVITE_DAYS: z.coerce
    .number()
    .int()
    .min(INVITE_DAYS.min, `must be at least ${INVITE_DAYS.min}`)
    .max(INVITE_DAYS.max, `must be at most ${INVITE_DAYS.max}`)
    .default(INVITE_DAYS.default),
  LLM_BASE_URL: z
    .string()
    .regex(/^https?:\/\/[^\s]+$/, 'must be an http:// or https:// URL such as http://localhost:11434/v1')
    .optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).optional(),
  LLM_TIMEOUT_MS: positiveInt.default(60_000),
  // The write tools a language model is offered (docs/coach-tools.md): all by default, `none`, or a subset for a small model.
  LLM_TOOLS: z
    .string()
    .optional()
    .transform((value, context) => {
      const setting = toolsSetting(value);
      if (setting.ok) return setting.tools;
      context.addIssue({ code: 'custom', message: setting.message });
      return z.NEVER;
    }),
  CHAT_COMPLETIONS_PER_MINUTE: positiveInt.default(20),
  CHAT_MESSAGES_PER_MINUTE: positiveInt.default(60),
  // Speech-to-text for the voice journal: the built-in engine unless told otherwise.
  STT_PROVIDER: z.enum(SPEECH_ENGINES, { message: `must be one of ${SPEECH_ENGINES.join(', ')}` }).optional(),
  STT_MODEL_SIZE: z.enum(['tiny', 'base'], { message: 'must be tiny or base' }).default('base'),
  STT_BASE_URL: z
    .string()
    .regex(/^https?:\/\/[^\s]+$/, 'must be an http:// or https:// URL such as http://localhost:8080/v1')
    .optional(),
  STT_API_KEY: z.string().min(1).optional(),
  STT_MODEL: z.string().min(1).default('whisper-1'),
  STT_TIMEOUT_MS: positiveInt.default(60_000),
  STT_SECONDS_PER_PERSON_PER_MINUTE: positiveInt.default(120),
  // The built-in engine's model leaves memory after this long without a recording (0: it stays).
  STT_IDLE_UNLOAD_MINUTES: nonNegativeInt.default(15),
  // Widget embedding: no site may frame the widget until the operator lists it.
  EMBED_ALLOWED_ORIGINS: embedAllowedOrigins.default([]),
  EMBED_TOKEN_REQUESTS_PER_MINUTE: positiveInt.default(300),
  // Encrypts what must be read back (wearables' OAuth tokens); generated into DATA_DIR when unset.
  SECRETS_KEY: z.string().min(32, 'must be at least 32 characters (such as the output of openssl rand -base64 32)').optional(),
  // Wearables with a web API (docs/wearables.md): offered once the operator sets the client credentials.
  // The *_API_URL and *_AUTHORIZE_URL settings point a provider elsewhere (a proxy, or a local fake in tests).
  OURA_CLIENT_ID: z.string().min(1).optional(),
  OURA_CLIENT_SECRET: z.string().min(1).optional(),
  OURA_API_URL: providerUrl(WEARABLE_DEFAULT_URLS.OURA.api).optional(),
  OURA_AUTHORIZE_URL: providerUrl(WEARABLE_DEFAULT_URLS.OURA.authorize).optional(),
  WHOOP_CLIENT_ID: z.string().min(1).optional(),
  WHOOP_CLIENT_SECRET: z.string().min(1).optional(),
  WHOOP_API_URL: providerUrl(WEARABLE_DEFAULT_URLS.WHOOP.api).optional(),
  WHOOP_AUTHORIZE_URL: providerUrl(WEARABLE_DEFAULT_URLS.WHOOP.authorize).optional(),
  WITHINGS_CLIENT_ID: z.string().min(1).optional(),
  WITHINGS_CLIENT_SECRET: z.string().min(1).optional(),
  WITHINGS_API_URL: providerUrl(WEARABLE_DEFAULT_URLS.WITHINGS.api).optional(),
  WITHINGS_AUTHORIZE_URL: providerUrl(WEARABLE_DEFAULT_URLS.WITHINGS.authorize).optional(),
  WEARABLE_SYNC_INTERVAL_MINUTES: positiveInt.default(4 * 60),
  // Reminders (docs/reminders.md): e-mail once SMTP is set; ntfy servers on a private network only when allowed.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL such as smtps://user:password@smtp.example.com:465')
    .optional(),
  SMTP_FROM: z.string().trim().min(3).optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(
      /^(mailto:[^\s@]+@[^\s@]+|https:\/\/[^\s]+)$/,
      'must be a mailto: address or an https:// URL where push services can reach the operator',
    )
    .optional(),
  NTFY_ALLOW_PRIVATE_NETWORKS: booleanFromEnv.default(false),
  // 0: this server sends no reminders (another server sharing the database does).
  REMINDER_POLL_SECONDS: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(3600, 'must be at most 3600')
    .default(30),
  // Webhooks (docs/webhooks.md): plain http:// endpoints and private networks only when the operator allows them.
  WEBHOOK_ALLOW_HTTP: booleanFromEnv.default(false),
  WEBHOOK_ALLOW_PRIVATE_NETWORKS: booleanFromEnv.default(false),
  // 0: this server delivers none (another server sharing the database does).
  WEBHOOK_POLL_SECONDS: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(3600, 'must be at most 3600')
    .default(10),
  // Deliveries one person may have queued in 24 hours (events and tests): endpoints are addresses people choose.
  WEBHOOK_DAILY_DELIVERY_LIMIT: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(1_000_000, 'must be at most 1000000')
    .default(1000),
  // Prometheus metrics (docs/decisions/0037-prometheus-metrics.md): off unless one of these is set.
  // With the token, GET /metrics on PORT needs `Authorization: Bearer <token>`; with the port, a
  // listener on 127.0.0.1 only serves them (asking the token too when it is set).
  METRICS_TOKEN: z.string().trim().min(16, 'must be at least 16 characters (such as the output of openssl rand -hex 32)').optional(),
  METRICS_PORT: port.optional(),
  // Backups (docs/administration.md#backups): where `npm run backup` writes (default DATA_DIR/backups),
  // and the passphrase that seals each file with age when set (restoring then asks for the same one).
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_PASSPHRASE: z.string().min(12, 'must be at least 12 characters (such as four or five random words)').optional(),
  // Scheduled backups: every this many hours (0: only `npm run backup`), keeping this many verified files.
  BACKUP_INTERVAL_HOURS: z.coerce
    .number()
    .min(0, 'must be 0 (off) or more')
    .max(24 * 31, 'must be at most 744 (a month)')
    .default(24),
  BACKUP_KEEP: z.coerce.number().int().min(1, 'must be at least 1').max(1000, 'must be at most 1000').default(7),
});

export type Env = z.infer<typeof envSchema>;

import { isIP } from 'node:net';
import path from 'node:path';
import { normaliseOrigin } from '@uh/core/embed/embed.logic';
import { SPEECH_ENGINES } from '@uh/core/voice-journal/journal.schema';
import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const port = z.coerce
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be between 1 and 65535')
  .max(65535, 'must be between 1 and 65535');

const positiveInt = z.coerce.number({ message: 'must be a number' }).int('must be a whole number').positive('must be greater than 0');

const isLoopback = (url: URL) => ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
// zod runs refinements even after the URL format check failed: parse without throwing.
const urlOrNull = (value: string) => (URL.canParse(value) ? new URL(value) : null);

// Tokens and client secrets travel to the issuer: HTTPS, except for an issuer on this machine (tests, local Keycloak).
const oidcIssuer = z
  .url({ protocol: /^https?$/, message: 'must be the issuer URL, such as https://accounts.google.com' })
  .refine((value) => {
    const url = urlOrNull(value);
    return !url || (!url.search && !url.hash && (url.protocol === 'https:' || isLoopback(url)));
  }, 'must be an https:// URL without query or fragment (http:// only for localhost)');

const publicUrl = z
  .url({ protocol: /^https?$/, message: 'must be the address people open, such as https://health.example.com' })
  .refine((value) => {
    const url = urlOrNull(value);
    return !url || (url.pathname === '/' && !url.search && !url.hash);
  }, 'must be an origin without a path, such as https://health.example.com')
  .transform((value) => urlOrNull(value)?.origin ?? value);

/**
 * The sites that may frame the widget: comma-separated origins. Each entry must be a bare origin
 * (scheme, host, optional port): a path or a wildcard would silently frame-allow the wrong sites.
 */
const embedAllowedOrigins = z.string().transform((value, context) => {
  const origins: string[] = [];
  for (const entry of value.split(',').map((part) => part.trim())) {
    if (!entry) continue;
    const origin = normaliseOrigin(entry);
    if (origin === null) {
      context.addIssue({
        code: 'custom',
        message: `"${entry}" is not an origin: write the scheme, host and optional port only, such as https://blog.example.com`,
      });
      continue;
    }
    if (!origins.includes(origin)) origins.push(origin);
  }
  return origins;
});

/** What Fastify's `trustProxy` option receives: no proxy, the proxies' addresses, or a number of hops. */
export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

const TRUST_PROXY_FORMS =
  "must be true, false, a number of proxy hops, or the proxies' addresses or CIDR ranges separated by commas (such as 10.0.0.0/8,192.0.2.1)";

const isAddressOrRange = (entry: string) => {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
};

/**
 * Which X-Forwarded-* entries are the proxies' own. A hop count trusts that many entries from the
 * right (the socket peer being the first): entries further left are whatever the client sent, so
 * `true` means one hop, never the whole chain. Addresses trust only requests those proxies passed on.
 * Either way a trusted proxy in front also means HTTPS is in front when it says X-Forwarded-Proto: https.
 * Hops become a trust function: Fastify 5 takes a bare number as "trust nothing".
 */
const trustProxy = z.string().transform((value, context): TrustProxy => {
  const setting = value.trim().toLowerCase();
  if (['false', 'no'].includes(setting)) return false;
  const hops = ['true', 'yes'].includes(setting) ? 1 : /^\d+$/.test(setting) ? Number(setting) : null;
  if (hops !== null) return hops === 0 ? false : (_address, hop) => hop < hops;
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const unknown = entries.filter((entry) => !isAddressOrRange(entry));
  if (entries.length === 0 || unknown.length > 0) {
    context.addIssue({ code: 'custom', message: `"${unknown.join('", "') || value}" is not understood: ${TRUST_PROXY_FORMS}` });
    return z.NEVER;
  }
  return entries;
});

const providerUrl = (example: string) =>
  z
    .url({ protocol: /^https?$/, message: `must be an http:// or https:// URL such as ${example}` })
    .transform((value) => value.replace(/\/+$/, ''));

/** Where each provider's API (token, revoke and data endpoints) and its consent page live. */
export const WEARABLE_DEFAULT_URLS = {
  OURA: { api: 'https://api.ouraring.com', authorize: 'https://cloud.ouraring.com/oauth/authorize' },
  WHOOP: { api: 'https://api.prod.whoop.com', authorize: 'https://api.prod.whoop.com/oauth/oauth2/auth' },
  WITHINGS: { api: 'https://wbsapi.withings.net', authorize: 'https://account.withings.com/oauth2_user/authorize2' },
} as const;

const envSchema = z.object({
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
  LLM_BASE_URL: z
    .string()
    .regex(/^https?:\/\/[^\s]+$/, 'must be an http:// or https:// URL such as http://localhost:11434/v1')
    .optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).optional(),
  LLM_TIMEOUT_MS: positiveInt.default(60_000),
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
});

export type Config = ReturnType<typeof toConfig>;

function toConfig(env: z.infer<typeof envSchema>) {
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
    llm: { baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY, model: env.LLM_MODEL, timeoutMs: env.LLM_TIMEOUT_MS },
    chatCompletionsPerMinute: env.CHAT_COMPLETIONS_PER_MINUTE,
    chatMessagesPerMinute: env.CHAT_MESSAGES_PER_MINUTE,
    stt: sttConfig(env),
    // Widgets on other sites (docs/embedding.md): who may frame them, and how busy one token may be.
    embed: { allowedOrigins: env.EMBED_ALLOWED_ORIGINS, tokenRequestsPerMinute: env.EMBED_TOKEN_REQUESTS_PER_MINUTE },
    secretsKey: env.SECRETS_KEY,
    reminders: remindersConfig(env),
    webhooks: {
      allowHttp: env.WEBHOOK_ALLOW_HTTP,
      allowPrivateNetworks: env.WEBHOOK_ALLOW_PRIVATE_NETWORKS,
      pollMs: env.WEBHOOK_POLL_SECONDS * 1000,
    },
    wearables: {
      oura: wearableConfig(env, 'OURA'),
      whoop: wearableConfig(env, 'WHOOP'),
      withings: wearableConfig(env, 'WITHINGS'),
      syncIntervalMs: env.WEARABLE_SYNC_INTERVAL_MINUTES * 60_000,
    },
  };
}

/** Reminders: the SMTP server for e-mail (none: e-mail is not offered), the VAPID subject, ntfy's reach, the poll. */
function remindersConfig(env: z.infer<typeof envSchema>) {
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  const fromAddress = /<([^>]+)>/.exec(env.SMTP_FROM ?? '')?.[1] ?? env.SMTP_FROM;
  return {
    smtp: env.SMTP_URL ? { url: env.SMTP_URL, from: env.SMTP_FROM ?? `Ultimate Human <reminders@${new URL(publicUrl).hostname}>` } : null,
    // Push services contact the operator here when something goes wrong with the server's pushes.
    vapidSubject:
      env.VAPID_SUBJECT ??
      (publicUrl.startsWith('https://') ? publicUrl : fromAddress?.includes('@') ? `mailto:${fromAddress}` : 'mailto:reminders@localhost'),
    ntfyAllowPrivateNetworks: env.NTFY_ALLOW_PRIVATE_NETWORKS,
    pollMs: env.REMINDER_POLL_SECONDS * 1000,
  };
}

export type WearableClientConfig = { clientId: string; clientSecret: string; apiUrl: string; authorizeUrl: string };
export type WearableConfig = { client: WearableClientConfig | null; missingSettings: string[] };

function wearableConfig(env: z.infer<typeof envSchema>, prefix: keyof typeof WEARABLE_DEFAULT_URLS): WearableConfig {
  const clientId = env[`${prefix}_CLIENT_ID`];
  const clientSecret = env[`${prefix}_CLIENT_SECRET`];
  const missingSettings = [clientId ? null : `${prefix}_CLIENT_ID`, clientSecret ? null : `${prefix}_CLIENT_SECRET`].filter(
    (name): name is string => name !== null,
  );
  if (!clientId || !clientSecret) return { client: null, missingSettings };
  return {
    client: {
      clientId,
      clientSecret,
      apiUrl: env[`${prefix}_API_URL`] ?? WEARABLE_DEFAULT_URLS[prefix].api,
      authorizeUrl: env[`${prefix}_AUTHORIZE_URL`] ?? WEARABLE_DEFAULT_URLS[prefix].authorize,
    },
    missingSettings,
  };
}

/**
 * The voice journal's speech-to-text: an OpenAI-compatible server when STT_BASE_URL is set (or
 * STT_PROVIDER=openai-compatible), none when STT_PROVIDER=none, otherwise the built-in engine.
 */
function sttConfig(env: z.infer<typeof envSchema>) {
  const provider = env.STT_PROVIDER ?? (env.STT_BASE_URL ? 'openai-compatible' : 'local');
  if (provider === 'openai-compatible' && env.STT_BASE_URL) {
    return {
      provider,
      baseUrl: env.STT_BASE_URL,
      apiKey: env.STT_API_KEY,
      model: env.STT_MODEL,
      timeoutMs: env.STT_TIMEOUT_MS,
    } as const;
  }
  if (provider === 'none') return { provider } as const;
  return { provider: 'local', modelSize: env.STT_MODEL_SIZE } as const;
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

import path from 'node:path';
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

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: port.default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  EMBEDDED_DB_PORT: port.refine((value) => value !== 5432, 'must not be 5432, which a system PostgreSQL may already use').default(5488),
  EMBEDDED_DB_OS_USER: z.string().min(1).default('postgres'),
  DATABASE_POOL_SIZE: positiveInt.default(10),
  SEED_DEMO_ACCOUNT: booleanFromEnv.default(true),
  DEMO_USERNAME: z.string().min(3).default('demo'),
  DEMO_PASSWORD: z.string().min(6).default('demo1234'),
  SESSION_IDLE_TIMEOUT_MINUTES: positiveInt.default(7 * 24 * 60),
  SESSION_ABSOLUTE_TIMEOUT_MINUTES: positiveInt.default(30 * 24 * 60),
  TRUST_PROXY: booleanFromEnv.default(false),
  LOGIN_MAX_FAILURES_PER_USERNAME: positiveInt.default(5),
  LOGIN_MAX_FAILURES_PER_IP: positiveInt.default(30),
  LOGIN_FAILURE_WINDOW_MINUTES: positiveInt.default(15),
  REGISTRATIONS_PER_IP_PER_HOUR: positiveInt.default(20),
  BODY_LIMIT_BYTES: positiveInt.default(1024 * 1024),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  LLM_BASE_URL: z
    .string()
    .regex(/^https?:\/\/[^\s]+$/, 'must be an http:// or https:// URL such as http://localhost:11434/v1')
    .optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).optional(),
  LLM_TIMEOUT_MS: positiveInt.default(60_000),
  CHAT_COMPLETIONS_PER_MINUTE: positiveInt.default(20),
});

export type Config = ReturnType<typeof toConfig>;

function toConfig(env: z.infer<typeof envSchema>) {
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    embeddedDb: { port: env.EMBEDDED_DB_PORT, osUser: env.EMBEDDED_DB_OS_USER },
    databasePoolSize: env.DATABASE_POOL_SIZE,
    demoAccount: env.SEED_DEMO_ACCOUNT ? { username: env.DEMO_USERNAME, password: env.DEMO_PASSWORD } : null,
    session: {
      idleTimeoutMs: env.SESSION_IDLE_TIMEOUT_MINUTES * 60_000,
      absoluteTimeoutMs: env.SESSION_ABSOLUTE_TIMEOUT_MINUTES * 60_000,
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
    googleClientId: env.GOOGLE_CLIENT_ID,
    // The coach chat: a language model when LLM_BASE_URL is set, the built-in offline coach otherwise.
    llm: { baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY, model: env.LLM_MODEL, timeoutMs: env.LLM_TIMEOUT_MS },
    chatCompletionsPerMinute: env.CHAT_COMPLETIONS_PER_MINUTE,
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
    .safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return toConfig(result.data);
}

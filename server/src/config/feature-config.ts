import type { Env } from './env-schema';
import { WEARABLE_DEFAULT_URLS } from './env-values';

/** Reminders: the SMTP server for e-mail (none: e-mail is not offered), the VAPID subject, ntfy's reach, the poll. */
export function remindersConfig(env: Env) {
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

export function wearableConfig(env: Env, prefix: keyof typeof WEARABLE_DEFAULT_URLS): WearableConfig {
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
export function sttConfig(env: Env) {
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
  return { provider: 'local', modelSize: env.STT_MODEL_SIZE, idleUnloadMinutes: env.STT_IDLE_UNLOAD_MINUTES } as const;
}

import { WRITE_TOOL_NAMES } from '@uh/core/coach-tools/tool-registry';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '.';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.embeddedDb.port).not.toBe(5432);
    expect(config.demoAccount).toEqual({ username: 'demo', password: 'demo1234' });
    expect(config.session.idleTimeoutMs).toBe(7 * 24 * 3600_000);
    expect(config.session.absoluteTimeoutMs).toBe(30 * 24 * 3600_000);
  });

  it('reads PORT, DATA_DIR and DATABASE_URL', () => {
    const config = loadConfig({ PORT: '8080', DATA_DIR: '/srv/uh', DATABASE_URL: 'postgres://u@db/x' });
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe('/srv/uh');
    expect(config.databaseUrl).toBe('postgres://u@db/x');
  });

  it('turns demo seeding off', () => {
    expect(loadConfig({ SEED_DEMO_ACCOUNT: 'false' }).demoAccount).toBeNull();
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '' }).port).toBe(3000);
  });

  it('lists every bad value in one readable error', () => {
    const load = () => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SEED_DEMO_ACCOUNT: 'maybe', EMBEDDED_DB_PORT: '5432' });
    expect(load).toThrowError(ConfigError);
    expect(load).toThrowError(/PORT: must be a number/);
    expect(load).toThrowError(/DATABASE_URL: must start with postgres:\/\//);
    expect(load).toThrowError(/SEED_DEMO_ACCOUNT: must be true or false/);
    expect(load).toThrowError(/EMBEDDED_DB_PORT: must not be 5432/);
  });

  it('uses the offline coach by default and reads the LLM settings', () => {
    const defaults = loadConfig({});
    expect(defaults.llm).toEqual({ baseUrl: undefined, apiKey: undefined, model: undefined, timeoutMs: 60_000, tools: WRITE_TOOL_NAMES });
    expect(defaults.chatCompletionsPerMinute).toBe(20);
    const llm = loadConfig({
      LLM_BASE_URL: 'http://localhost:11434/v1',
      LLM_MODEL: 'llama3.1',
      LLM_API_KEY: 'secret',
      LLM_TIMEOUT_MS: '5000',
      LLM_TOOLS: 'log_protein, end_fast',
      CHAT_COMPLETIONS_PER_MINUTE: '5',
    });
    expect(llm.llm).toEqual({
      baseUrl: 'http://localhost:11434/v1',
      apiKey: 'secret',
      model: 'llama3.1',
      timeoutMs: 5000,
      tools: ['log_protein', 'end_fast'],
    });
    expect(loadConfig({ LLM_TOOLS: 'none' }).llm.tools).toEqual([]);
    expect(() => loadConfig({ LLM_TOOLS: 'log_protein,teleport' })).toThrowError(/LLM_TOOLS: names unknown tools: teleport/);
    expect(llm.chatCompletionsPerMinute).toBe(5);
  });

  it('refuses an LLM_BASE_URL that is not a URL, or one without LLM_MODEL', () => {
    expect(() => loadConfig({ LLM_BASE_URL: 'localhost:11434', LLM_MODEL: 'x' })).toThrowError(/LLM_BASE_URL: must be an http/);
    expect(() => loadConfig({ LLM_BASE_URL: 'http://localhost:11434/v1' })).toThrowError(/LLM_MODEL: must be set when LLM_BASE_URL is set/);
  });
});

describe('loadConfig: OpenID Connect sign-in', () => {
  it('defaults to Google, not configured, and to the local address', () => {
    const config = loadConfig({ PORT: '4000' });
    expect(config.oidc).toEqual({ issuer: 'https://accounts.google.com', providerName: 'Google', client: null });
    expect(config.publicUrl).toBe('http://localhost:4000');
  });

  it('reads any issuer, its client and the public address', () => {
    const config = loadConfig({
      OIDC_ISSUER: 'https://sso.example.com/realms/health',
      OIDC_CLIENT_ID: 'uh',
      OIDC_CLIENT_SECRET: 's3cret',
      OIDC_PROVIDER_NAME: 'Keycloak',
      PUBLIC_URL: 'https://health.example.com/',
    });
    expect(config.oidc).toEqual({
      issuer: 'https://sso.example.com/realms/health',
      providerName: 'Keycloak',
      client: { id: 'uh', secret: 's3cret' },
    });
    expect(config.publicUrl).toBe('https://health.example.com');
  });

  it('stops start-up on a leftover GOOGLE_CLIENT_ID, naming the settings that replace it', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'x.apps.googleusercontent.com' })).toThrowError(
      /GOOGLE_CLIENT_ID: is no longer used: set OIDC_CLIENT_ID and OIDC_CLIENT_SECRET instead/,
    );
  });

  it('needs the client id and secret together', () => {
    expect(() => loadConfig({ OIDC_CLIENT_ID: 'uh' })).toThrowError(/OIDC_CLIENT_SECRET: must be set when OIDC_CLIENT_ID is set/);
    expect(() => loadConfig({ OIDC_CLIENT_SECRET: 's' })).toThrowError(/OIDC_CLIENT_ID: must be set when OIDC_CLIENT_SECRET is set/);
  });

  it('refuses a plain-HTTP issuer unless it runs on this machine', () => {
    expect(() => loadConfig({ OIDC_ISSUER: 'http://sso.example.com' })).toThrowError(/OIDC_ISSUER: must be an https:\/\/ URL/);
    expect(loadConfig({ OIDC_ISSUER: 'http://127.0.0.1:8080/realms/dev' }).oidc.issuer).toBe('http://127.0.0.1:8080/realms/dev');
  });

  it('refuses a PUBLIC_URL with a path or that is not a URL', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'https://example.com/app' })).toThrowError(/PUBLIC_URL: must be an origin without a path/);
    expect(() => loadConfig({ PUBLIC_URL: 'health.example.com' })).toThrowError(/PUBLIC_URL: must be the address people open/);
  });
});

describe('loadConfig: speech-to-text', () => {
  it('uses the built-in speech engine by default, base size', () => {
    expect(loadConfig({}).stt).toEqual({ provider: 'local', modelSize: 'base', idleUnloadMinutes: 15 });
    expect(loadConfig({ STT_MODEL_SIZE: 'tiny' }).stt).toEqual({ provider: 'local', modelSize: 'tiny', idleUnloadMinutes: 15 });
    expect(loadConfig({ STT_PROVIDER: 'none' }).stt).toEqual({ provider: 'none' });
  });

  it('unloads the built-in engine after STT_IDLE_UNLOAD_MINUTES without a recording, or never with 0', () => {
    expect(loadConfig({ STT_IDLE_UNLOAD_MINUTES: '5' }).stt).toMatchObject({ provider: 'local', idleUnloadMinutes: 5 });
    expect(loadConfig({ STT_IDLE_UNLOAD_MINUTES: '0' }).stt).toMatchObject({ provider: 'local', idleUnloadMinutes: 0 });
    expect(() => loadConfig({ STT_IDLE_UNLOAD_MINUTES: '-1' })).toThrowError(/STT_IDLE_UNLOAD_MINUTES: must be 0 or more/);
  });

  it('uses an OpenAI-compatible speech-to-text server when STT_BASE_URL is set', () => {
    expect(loadConfig({ STT_BASE_URL: 'http://localhost:8080/v1' }).stt).toEqual({
      provider: 'openai-compatible',
      baseUrl: 'http://localhost:8080/v1',
      apiKey: undefined,
      model: 'whisper-1',
      timeoutMs: 60_000,
    });
    const configured = loadConfig({
      STT_PROVIDER: 'openai-compatible',
      STT_BASE_URL: 'https://api.openai.com/v1',
      STT_API_KEY: 'secret',
      STT_MODEL: 'gpt-4o-mini-transcribe',
      STT_TIMEOUT_MS: '30000',
    });
    expect(configured.stt).toEqual({
      provider: 'openai-compatible',
      baseUrl: 'https://api.openai.com/v1',
      apiKey: 'secret',
      model: 'gpt-4o-mini-transcribe',
      timeoutMs: 30_000,
    });
    // An explicit choice wins over a URL left in the settings.
    expect(loadConfig({ STT_PROVIDER: 'local', STT_BASE_URL: 'http://localhost:8080/v1' }).stt.provider).toBe('local');
  });

  it('refuses bad speech-to-text settings, naming each', () => {
    const load = () =>
      loadConfig({ STT_PROVIDER: 'whisper', STT_MODEL_SIZE: 'large', STT_BASE_URL: 'localhost:8080', STT_TIMEOUT_MS: '0' });
    expect(load).toThrowError(/STT_PROVIDER: must be one of local, openai-compatible, none/);
    expect(load).toThrowError(/STT_MODEL_SIZE: must be tiny or base/);
    expect(load).toThrowError(/STT_BASE_URL: must be an http/);
    expect(load).toThrowError(/STT_TIMEOUT_MS: must be greater than 0/);
    expect(() => loadConfig({ STT_PROVIDER: 'openai-compatible' })).toThrowError(
      /STT_BASE_URL: must be set when STT_PROVIDER is openai-compatible/,
    );
  });
});

describe('loadConfig: embedding', () => {
  it('allows no site to frame the widget by default, and 300 requests a minute per token', () => {
    expect(loadConfig({}).embed).toEqual({ allowedOrigins: [], tokenRequestsPerMinute: 300 });
    expect(loadConfig({ EMBED_ALLOWED_ORIGINS: ' , ' }).embed.allowedOrigins).toEqual([]);
  });

  it('reads the allowed origins as browsers send them, without duplicates', () => {
    const config = loadConfig({
      EMBED_ALLOWED_ORIGINS: 'https://blog.example.com, http://127.0.0.2:8080/,HTTPS://Blog.Example.com:443',
      EMBED_TOKEN_REQUESTS_PER_MINUTE: '50',
    });
    expect(config.embed).toEqual({ allowedOrigins: ['https://blog.example.com', 'http://127.0.0.2:8080'], tokenRequestsPerMinute: 50 });
  });

  it('stops start-up on a wildcard, naming the entry: no pattern lets every site, or every subdomain, frame the widget', () => {
    for (const entry of ['https://*', 'https://*.example.com', 'https://*.com', 'http://*:8080', 'https://%2A.example.com']) {
      const load = () => loadConfig({ EMBED_ALLOWED_ORIGINS: `https://ok.example.com,${entry}` });
      expect(load).toThrowError(ConfigError);
      expect(load).toThrowError(`EMBED_ALLOWED_ORIGINS: "${entry}" has a wildcard`);
    }
  });

  it('stops start-up on an entry that is not an origin, naming it', () => {
    const load = () => loadConfig({ EMBED_ALLOWED_ORIGINS: 'https://ok.example.com,blog.example.com,https://x.example.com/path,*' });
    expect(load).toThrowError(ConfigError);
    expect(load).toThrowError(/EMBED_ALLOWED_ORIGINS: "blog\.example\.com" is not an origin/);
    expect(load).toThrowError(/EMBED_ALLOWED_ORIGINS: "https:\/\/x\.example\.com\/path" is not an origin/);
    expect(load).toThrowError(/EMBED_ALLOWED_ORIGINS: "\*" has a wildcard/);
    expect(() => loadConfig({ EMBED_TOKEN_REQUESTS_PER_MINUTE: '0' })).toThrowError(
      /EMBED_TOKEN_REQUESTS_PER_MINUTE: must be greater than 0/,
    );
  });
});

describe('loadConfig: TRUST_PROXY', () => {
  it('trusts no proxy by default or when false', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });

  it('reads true as one hop and a number as that many hops, never the client’s own entries', () => {
    const oneHop = loadConfig({ TRUST_PROXY: 'true' }).trustProxy;
    if (typeof oneHop !== 'function') throw new Error('expected a trust function');
    expect([oneHop('203.0.113.1', 0), oneHop('203.0.113.1', 1)]).toEqual([true, false]);

    const twoHops = loadConfig({ TRUST_PROXY: '2' }).trustProxy;
    if (typeof twoHops !== 'function') throw new Error('expected a trust function');
    expect([twoHops('10.0.0.1', 0), twoHops('10.0.0.2', 1), twoHops('10.0.0.3', 2)]).toEqual([true, true, false]);
  });

  it('reads a comma-separated list of proxy addresses and CIDR ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.1 ,fd00::/8,::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.0.2.1',
      'fd00::/8',
      '::1',
    ]);
  });

  it.each(['yes-please', '10.0.0.0/33', '10.0.0.300', 'fd00::/129', '-1', '1.5'])(
    'refuses TRUST_PROXY=%s naming the accepted forms',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrowError(
        /TRUST_PROXY: .* must be true, false, a number of proxy hops, or the proxies' addresses/,
      );
    },
  );
});

describe('loadConfig: account imports', () => {
  it('caps imports by default and leaves ordinary requests most of the pool', () => {
    expect(loadConfig({}).accountImport).toEqual({ maxRecords: 50_000, maxAccountRows: 200_000, perHour: 10, dbConnections: 2 });
    expect(loadConfig({ DATABASE_POOL_SIZE: '3' }).accountImport.dbConnections).toBe(1);
  });

  it('reads the import settings', () => {
    const config = loadConfig({
      IMPORT_MAX_RECORDS: '1000',
      ACCOUNT_MAX_ROWS: '5000',
      IMPORTS_PER_HOUR: '3',
      DATABASE_POOL_SIZE: '20',
      IMPORT_DB_CONNECTIONS: '4',
    });
    expect(config.accountImport).toEqual({ maxRecords: 1000, maxAccountRows: 5000, perHour: 3, dbConnections: 4 });
  });

  it('refuses an import budget above half the pool, and caps that are not positive', () => {
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '10', IMPORT_DB_CONNECTIONS: '6' })).toThrowError(
      /IMPORT_DB_CONNECTIONS: must be at most half of DATABASE_POOL_SIZE/,
    );
    const load = () => loadConfig({ IMPORT_MAX_RECORDS: '0', ACCOUNT_MAX_ROWS: 'many' });
    expect(load).toThrowError(/IMPORT_MAX_RECORDS: must be greater than 0/);
    expect(load).toThrowError(/ACCOUNT_MAX_ROWS: must be a number/);
  });
});

describe('loadConfig: reminders', () => {
  it('offers no e-mail without SMTP, refuses private ntfy servers and polls every 30 s by default', () => {
    const { reminders } = loadConfig({});
    expect(reminders).toEqual({ smtp: null, vapidSubject: 'mailto:reminders@localhost', ntfyAllowPrivateNetworks: false, pollMs: 30_000 });
  });

  it('reads SMTP, and takes the VAPID subject from the public address or the sender', () => {
    const https = loadConfig({ SMTP_URL: 'smtps://u:p@smtp.example.com:465', PUBLIC_URL: 'https://health.example.com' }).reminders;
    expect(https.smtp).toEqual({ url: 'smtps://u:p@smtp.example.com:465', from: 'Ultimate Human <reminders@health.example.com>' });
    expect(https.vapidSubject).toBe('https://health.example.com');
    const sender = loadConfig({ SMTP_URL: 'smtp://smtp.lan:587', SMTP_FROM: 'Health <ops@example.org>' }).reminders;
    expect(sender.vapidSubject).toBe('mailto:ops@example.org');
    expect(loadConfig({ VAPID_SUBJECT: 'mailto:me@example.com', REMINDER_POLL_SECONDS: '0' }).reminders).toMatchObject({
      vapidSubject: 'mailto:me@example.com',
      pollMs: 0,
    });
  });

  it('refuses bad reminder settings, naming each', () => {
    expect(() =>
      loadConfig({ SMTP_URL: 'smtp.example.com', VAPID_SUBJECT: 'me@example.com', NTFY_ALLOW_PRIVATE_NETWORKS: 'maybe' }),
    ).toThrow(
      /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL[\s\S]*VAPID_SUBJECT: must be a mailto: address[\s\S]*NTFY_ALLOW_PRIVATE_NETWORKS: must be true or false/,
    );
  });
});

describe('registration and admins', () => {
  it('opens registration on a local server and makes it by invitation on a public one, saying why', () => {
    expect(loadConfig({}).registration).toMatchObject({ mode: 'open' });
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }).registration.mode).toBe('open');
    const published = loadConfig({ PUBLIC_URL: 'https://health.example.com' }).registration;
    expect(published.mode).toBe('invite');
    expect(published.reason).toContain('https://health.example.com');
    expect(loadConfig({ PUBLIC_URL: 'https://health.example.com', REGISTRATION: 'closed' }).registration).toEqual({
      mode: 'closed',
      reason: 'REGISTRATION is set',
    });
  });

  it('reads ADMIN_USERNAMES and INVITE_DAYS, refusing what they cannot be', () => {
    const config = loadConfig({ ADMIN_USERNAMES: 'Alice, bob', INVITE_DAYS: '30' });
    expect(config.adminUsernames).toEqual(['alice', 'bob']);
    expect(config.inviteDays).toBe(30);
    expect(loadConfig({}).inviteDays).toBe(7);
    expect(() => loadConfig({ INVITE_DAYS: '91' })).toThrowError(/INVITE_DAYS: must be at most 90/);
    expect(() => loadConfig({ REGISTRATION: 'maybe' })).toThrowError(/REGISTRATION: must be one of open, invite, closed/);
  });
});

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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
    expect(defaults.llm).toEqual({ baseUrl: undefined, apiKey: undefined, model: undefined, timeoutMs: 60_000 });
    expect(defaults.chatCompletionsPerMinute).toBe(20);
    const llm = loadConfig({
      LLM_BASE_URL: 'http://localhost:11434/v1',
      LLM_MODEL: 'llama3.1',
      LLM_API_KEY: 'secret',
      LLM_TIMEOUT_MS: '5000',
      CHAT_COMPLETIONS_PER_MINUTE: '5',
    });
    expect(llm.llm).toEqual({ baseUrl: 'http://localhost:11434/v1', apiKey: 'secret', model: 'llama3.1', timeoutMs: 5000 });
    expect(llm.chatCompletionsPerMinute).toBe(5);
  });

  it('refuses an LLM_BASE_URL that is not a URL, or one without LLM_MODEL', () => {
    expect(() => loadConfig({ LLM_BASE_URL: 'localhost:11434', LLM_MODEL: 'x' })).toThrowError(/LLM_BASE_URL: must be an http/);
    expect(() => loadConfig({ LLM_BASE_URL: 'http://localhost:11434/v1' })).toThrowError(/LLM_MODEL: must be set when LLM_BASE_URL is set/);
  });
});

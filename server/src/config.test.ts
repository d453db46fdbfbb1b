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
});

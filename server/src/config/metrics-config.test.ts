import { describe, expect, it } from 'vitest';
import { loadConfig } from '.';

describe('loadConfig: metrics', () => {
  it('serves no metrics by default', () => {
    expect(loadConfig({}).metrics).toEqual({ token: null, port: null });
  });

  it('reads the token and the loopback port', () => {
    expect(loadConfig({ METRICS_TOKEN: 'a-long-enough-token', METRICS_PORT: '9464' }).metrics).toEqual({
      token: 'a-long-enough-token',
      port: 9464,
    });
  });

  it('refuses a short token and a port that is the app’s own, naming each', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrowError(/METRICS_TOKEN: must be at least 16 characters/);
    expect(() => loadConfig({ PORT: '8080', METRICS_PORT: '8080' })).toThrowError(/METRICS_PORT: must differ from PORT/);
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrowError(/METRICS_PORT: must be between 1 and 65535/);
  });
});

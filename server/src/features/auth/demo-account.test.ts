import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { isDemoAccount } from '../../plugins/demo-account-guard';
import { demoExposureWarning, looksPubliclyDeployed } from './demo-account';
import { msUntilNextReset } from './demo-reset-schedule';
import { atLocalTime } from '../../demo-sample';

describe('looksPubliclyDeployed', () => {
  it.each([
    [{}, false],
    [{ PUBLIC_URL: 'http://localhost:3000' }, false],
    [{ PUBLIC_URL: 'http://127.0.0.1:8080' }, false],
    [{ PUBLIC_URL: 'http://[::1]:3000' }, false],
    [{ TRUST_PROXY: 'false' }, false],
    [{ TRUST_PROXY: '0' }, false],
    [{ TRUST_PROXY: 'true' }, true],
    [{ TRUST_PROXY: '2' }, true],
    [{ TRUST_PROXY: '10.0.0.0/8' }, true],
    [{ PUBLIC_URL: 'https://health.example.com' }, true],
    [{ PUBLIC_URL: 'http://192.168.1.20:3000' }, true],
    [{ PUBLIC_URL: 'http://localhost.example.com' }, true],
  ])('%o → %s', (env, expected) => {
    expect(looksPubliclyDeployed(loadConfig(env))).toBe(expected);
  });
});

describe('demoExposureWarning', () => {
  it('names the setting that turns the demo off when the demo is on in a public deployment', () => {
    expect(demoExposureWarning(loadConfig({ TRUST_PROXY: 'true' }))).toMatch(/demo account "demo" is on.*SEED_DEMO_ACCOUNT=false/);
  });

  it.each([[{}], [{ TRUST_PROXY: 'true', SEED_DEMO_ACCOUNT: 'false' }], [{ PUBLIC_URL: 'https://a.example', SEED_DEMO_ACCOUNT: 'no' }]])(
    'says nothing for %o',
    (env) => {
      expect(demoExposureWarning(loadConfig(env))).toBeNull();
    },
  );
});

describe('isDemoAccount', () => {
  it.each([
    ['demo', { username: 'demo', password: 'demo1234' }, true],
    ['Demo', { username: 'DEMO', password: 'demo1234' }, true],
    ['demo2', { username: 'demo', password: 'demo1234' }, false],
    ['demo', null, false],
  ])('%s with %o → %s', (username, demo, expected) => {
    expect(isDemoAccount(demo, { username })).toBe(expected);
  });
});

describe('msUntilNextReset', () => {
  const hours = (from: string) => msUntilNextReset(new Date(from)) / 3600_000;
  it.each([
    ['2026-05-14T00:00:00Z', 3],
    ['2026-05-14T02:59:00Z', 1 / 60],
    ['2026-05-14T03:00:00Z', 24],
    ['2026-05-14T03:00:01Z', 24 - 1 / 3600],
    ['2026-05-14T22:00:00Z', 5],
    ['2026-12-31T23:00:00Z', 4],
  ])('from %s: %f h', (from, expected) => {
    expect(hours(from)).toBeCloseTo(expected, 6);
  });
});

describe('atLocalTime', () => {
  it.each([
    ['2026-05-14', 7, 30, 'UTC', '2026-05-14T07:30:00.000Z'],
    ['2026-03-28', 7, 30, 'Europe/Paris', '2026-03-28T06:30:00.000Z'],
    ['2026-03-29', 7, 30, 'Europe/Paris', '2026-03-29T05:30:00.000Z'],
    ['2026-11-01', 20, 0, 'America/New_York', '2026-11-02T01:00:00.000Z'],
    ['2026-05-14', 8, 0, 'Asia/Tokyo', '2026-05-13T23:00:00.000Z'],
    ['2026-05-14', 7, 0, 'Asia/Kolkata', '2026-05-14T01:30:00.000Z'],
  ])('%s %d:%d in %s is %s', (day, hour, minute, zone, expected) => {
    expect(atLocalTime(day, hour, minute, zone).toISOString()).toBe(expected);
  });
});

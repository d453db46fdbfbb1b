import { describe, expect, it } from 'vitest';
import { isSessionActive, needsLastSeenRefresh } from './session.logic';

const HOUR = 3600_000;
const timeouts = { idleTimeoutMs: 7 * 24 * HOUR, absoluteTimeoutMs: 30 * 24 * HOUR };
const start = new Date('2026-01-01T00:00:00Z');
const at = (hours: number) => new Date(start.getTime() + hours * HOUR);

describe('isSessionActive', () => {
  it('is active while used within the idle timeout', () => {
    expect(isSessionActive({ createdAt: start, lastSeenAt: at(24 * 6) }, at(24 * 12), timeouts)).toBe(true);
  });

  it('expires after the idle timeout', () => {
    expect(isSessionActive({ createdAt: start, lastSeenAt: start }, at(24 * 7), timeouts)).toBe(false);
  });

  it('expires at the absolute lifetime even when used constantly', () => {
    expect(isSessionActive({ createdAt: start, lastSeenAt: at(24 * 30 - 1) }, at(24 * 30), timeouts)).toBe(false);
  });
});

describe('needsLastSeenRefresh', () => {
  it('refreshes at most once a minute', () => {
    expect(needsLastSeenRefresh({ createdAt: start, lastSeenAt: start }, new Date(start.getTime() + 59_000))).toBe(false);
    expect(needsLastSeenRefresh({ createdAt: start, lastSeenAt: start }, new Date(start.getTime() + 60_000))).toBe(true);
  });
});

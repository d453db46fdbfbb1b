import type { FastingLog } from '@uh/core/fasting/fasting.schema';
import { describe, expect, it } from 'vitest';
import { coldStatus, fastCardView, formatHoursMinutes, shortProtocolLabel, streakText } from './dashboard-view';

const HOUR = 3_600_000;
const start = Date.parse('2026-11-21T06:00:00Z');
const fast = (overrides: Partial<FastingLog> = {}): FastingLog => ({
  id: 1,
  userId: 7,
  startTime: new Date(start).toISOString(),
  endTime: null,
  targetHours: 16,
  duration: null,
  completed: false,
  timestamp: new Date(start).toISOString(),
  localDay: null,
  ...overrides,
});
const ended = (hours: number, overrides: Partial<FastingLog> = {}) =>
  fast({ endTime: new Date(start + hours * HOUR).toISOString(), duration: hours * 3600, completed: hours >= 16, ...overrides });

describe('fasting card', () => {
  it('shows the running fast with its elapsed time against the target', () => {
    const view = fastCardView([fast()], false, start + (5 * 3600 + 12 * 60 + 59) * 1000);
    expect(view).toEqual({ status: 'In Progress', targetHours: 16, seconds: 18779, protocol: '16:8' });
    expect(formatHoursMinutes(view.seconds!)).toBe('5h 12m');
  });

  it('keeps a fast past its target running until it is ended, and says so', () => {
    expect(fastCardView([fast({ targetHours: 12 })], false, start + 13 * HOUR)).toEqual({
      status: 'Running past target',
      targetHours: 12,
      seconds: 13 * 3600,
      protocol: '12:12',
    });
  });

  it('is Completed with the fast’s duration on a day a fast was completed', () => {
    const view = fastCardView([ended(16.5)], true, start + 20 * HOUR);
    expect(view).toEqual({ status: 'Completed', targetHours: 16, seconds: 16.5 * 3600, protocol: '16:8' });
    expect(formatHoursMinutes(view.seconds!)).toBe('16h 30m');
    // The latest completed fast, not an older one or one ended early.
    const older = ended(18, {
      id: 2,
      startTime: new Date(start - 48 * HOUR).toISOString(),
      endTime: new Date(start - 30 * HOUR).toISOString(),
    });
    const early = ended(2, {
      id: 3,
      startTime: new Date(start + 18 * HOUR).toISOString(),
      endTime: new Date(start + 19 * HOUR).toISOString(),
    });
    expect(fastCardView([early, ended(16.5), older], true, start + 20 * HOUR).seconds).toBe(16.5 * 3600);
  });

  it('is Not Started when no fast runs and none was completed today', () => {
    expect(fastCardView([ended(16.5)], false, start + 40 * HOUR).status).toBe('Not Started');
    expect(fastCardView([ended(3)], false, start + 4 * HOUR).status).toBe('Not Started');
    expect(fastCardView([], false, start)).toEqual({ status: 'Not Started', targetHours: 16, seconds: null, protocol: '16:8' });
  });

  it('finds the open fast even when it is not the newest entry, and prefers it to a fast completed today', () => {
    const open = fast({ id: 2, targetHours: 20 });
    expect(fastCardView([ended(17, { id: 3 }), open], true, start + 60_000)).toMatchObject({
      status: 'In Progress',
      protocol: '20:4',
      seconds: 60,
    });
  });
});

describe('labels', () => {
  it('shortens ratio protocols and keeps the others whole', () => {
    expect(shortProtocolLabel(12)).toBe('12:12');
    expect(shortProtocolLabel(36)).toBe('36 Hour Fast');
  });

  it('formats hours and minutes', () => {
    expect(formatHoursMinutes(0)).toBe('0h 0m');
    expect(formatHoursMinutes(59)).toBe('0h 0m');
    expect(formatHoursMinutes(26 * 3600 + 5 * 60)).toBe('26h 5m');
  });

  it('says Scheduled once a cold session is logged this week', () => {
    expect(coldStatus(0)).toBe('Not Started');
    expect(coldStatus(2)).toBe('Scheduled');
    expect(streakText(1)).toBe('1-day streak');
  });
});

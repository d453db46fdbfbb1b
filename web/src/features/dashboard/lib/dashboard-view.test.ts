import type { FastingLog } from '@uh/core/fasting/fasting.schema';
import { describe, expect, it } from 'vitest';
import { coldStatus, fastCardView, formatHoursMinutes, shortProtocolLabel, streakText } from './dashboard-view';

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
  ...overrides,
});

describe('fasting card', () => {
  it('shows the running fast with its elapsed time against the target', () => {
    const view = fastCardView([fast()], start + (5 * 3600 + 12 * 60 + 59) * 1000);
    expect(view).toEqual({ status: 'In Progress', targetHours: 16, elapsedSeconds: 18779, protocol: '16:8' });
    expect(formatHoursMinutes(view.elapsedSeconds!)).toBe('5h 12m');
  });

  it('is Not Started when every fast has ended, or the open one passed its target', () => {
    expect(fastCardView([fast({ endTime: new Date(start + 3600_000).toISOString() })], start + 7200_000).status).toBe('Not Started');
    expect(fastCardView([fast({ targetHours: 12 })], start + 12 * 3600_000).status).toBe('Not Started');
    expect(fastCardView([], start)).toEqual({ status: 'Not Started', targetHours: 16, elapsedSeconds: null, protocol: '16:8' });
  });

  it('finds the open fast even when it is not the newest entry', () => {
    const open = fast({ id: 2, targetHours: 20 });
    const ended = fast({ id: 3, endTime: new Date(start).toISOString() });
    expect(fastCardView([ended, open], start + 60_000)).toMatchObject({ status: 'In Progress', protocol: '20:4', elapsedSeconds: 60 });
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

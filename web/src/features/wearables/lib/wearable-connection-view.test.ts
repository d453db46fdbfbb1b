import type { WearableProvider } from '@uh/core/wearables/connections.schema';
import { describe, expect, it } from 'vitest';
import { connectReturnToast, withoutConnectParams } from './connect-return';
import {
  dailyReadingsText,
  deleteReadingsLabel,
  disconnectedText,
  isAnySyncing,
  NOT_OFFERED_TEXT,
  SYNCING_TEXT,
} from './wearable-connection-view';
import { formatSyncedThrough, formatSyncTime, lastSyncText } from './sync-time';

const NOW = Date.parse('2026-11-24T12:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();

const provider = (syncing: boolean | null): WearableProvider => ({
  provider: 'oura',
  name: 'Oura',
  readings: 'Readiness score',
  configured: true,
  connection:
    syncing === null
      ? null
      : {
          status: 'connected',
          attentionReason: null,
          connectedAt: minutesAgo(10),
          lastSyncAt: null,
          syncedThrough: null,
          syncing,
          readings: 0,
        },
});

describe('connectReturnToast', () => {
  it('welcomes a new connection and says how far back it reaches', () => {
    expect(connectReturnToast('?wearable=oura&connect=connected')).toEqual({
      title: 'Connected to Oura',
      description: 'Bringing in the last 90 days of readings.',
    });
  });

  it('says the person declined when the provider reports access denied', () => {
    expect(connectReturnToast('?wearable=whoop&connect=denied')).toEqual({
      title: 'WHOOP was not connected',
      description: "You declined access on WHOOP's page.",
    });
  });

  it('reports a failure as an error', () => {
    expect(connectReturnToast('?connect=failed&wearable=withings')).toEqual({
      variant: 'destructive',
      title: 'Failed to connect to Withings',
      description: 'Please try again.',
    });
  });

  it('ignores an address without the parameters or with values it does not know', () => {
    expect(connectReturnToast('')).toBeNull();
    expect(connectReturnToast('?wearable=oura')).toBeNull();
    expect(connectReturnToast('?wearable=fitbit&connect=connected')).toBeNull();
    expect(connectReturnToast('?wearable=oura&connect=maybe')).toBeNull();
    expect(connectReturnToast('?wearable=apple_health&connect=connected')).toBeNull();
  });
});

describe('withoutConnectParams', () => {
  it('drops the two return parameters and keeps the hash', () => {
    expect(withoutConnectParams('https://uh.example/settings?wearable=oura&connect=connected#connected-devices')).toBe(
      '/settings#connected-devices',
    );
  });

  it('keeps any other parameter', () => {
    expect(withoutConnectParams('https://uh.example/settings?tab=1&wearable=oura&connect=denied')).toBe('/settings?tab=1');
  });
});

describe('formatSyncTime', () => {
  it('reads recent syncs relatively', () => {
    expect(formatSyncTime(minutesAgo(0.5), NOW, 'UTC')).toBe('just now');
    expect(formatSyncTime(minutesAgo(1), NOW, 'UTC')).toBe('1 minute ago');
    expect(formatSyncTime(minutesAgo(5), NOW, 'UTC')).toBe('5 minutes ago');
    expect(formatSyncTime(minutesAgo(185), NOW, 'UTC')).toBe('3 hours ago');
  });

  it('gives the local date and time for a sync a day or more ago', () => {
    expect(formatSyncTime('2026-11-20T15:05:00.000Z', NOW, 'America/New_York')).toBe('November 20, 2026 at 10:05 AM');
  });
});

describe('lastSyncText', () => {
  it('says when it last synced and the last full day it brought in', () => {
    expect(lastSyncText({ lastSyncAt: minutesAgo(5), syncedThrough: '2026-11-23' }, NOW, 'UTC')).toBe(
      'Last synced 5 minutes ago, through 23 Nov',
    );
  });

  it('leaves out the day when none came in yet, and says so before the first sync', () => {
    expect(lastSyncText({ lastSyncAt: minutesAgo(5), syncedThrough: null }, NOW, 'UTC')).toBe('Last synced 5 minutes ago');
    expect(lastSyncText({ lastSyncAt: null, syncedThrough: null }, NOW, 'UTC')).toBe('Not synced yet');
  });
});

describe('wording', () => {
  it('formats the synced-through day without shifting it by time zone', () => {
    expect(formatSyncedThrough('2026-01-01')).toBe('1 Jan');
    expect(formatSyncedThrough('2026-11-23')).toBe('23 Nov');
  });

  it('counts readings in words', () => {
    expect(dailyReadingsText(1234)).toBe('1,234 daily readings');
    expect(dailyReadingsText(1)).toBe('1 daily reading');
    expect(deleteReadingsLabel(412)).toBe('Also delete the 412 readings it brought in');
    expect(deleteReadingsLabel(1)).toBe('Also delete the 1 reading it brought in');
  });

  it('says who can offer a provider, never which settings it takes', () => {
    expect(NOT_OFFERED_TEXT).toBe('Not offered on this server — ask its operator');
    expect(NOT_OFFERED_TEXT).not.toMatch(/CLIENT|_ID|SECRET/);
  });

  it('mentions deleted readings only when there were some', () => {
    expect(disconnectedText('Oura', 0)).toBe('Disconnected Oura');
    expect(disconnectedText('WHOOP', 90)).toBe('Disconnected WHOOP and deleted 90 readings');
  });

  it('tells how far back the first sync reaches', () => {
    expect(SYNCING_TEXT).toBe('Syncing… the first sync brings in the last 90 days');
  });
});

describe('isAnySyncing', () => {
  it('keeps polling only while some connection is syncing', () => {
    expect(isAnySyncing(undefined)).toBe(false);
    expect(isAnySyncing([provider(null), provider(false)])).toBe(false);
    expect(isAnySyncing([provider(null), provider(true)])).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createAppEvents } from './app-events';

const db = {} as Database;
const changed = { db, userId: 7, date: '2026-01-15', isComplete: false };

describe('createAppEvents', () => {
  it('awaits each subscriber in the order they subscribed, only for their event', async () => {
    const events = createAppEvents();
    const seen: string[] = [];
    events.on('checklist.changed', async ({ date }) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      seen.push(`first ${date}`);
    });
    events.on('checklist.changed', ({ userId }) => void seen.push(`second ${userId}`));
    events.on('log.deleted', () => void seen.push('other event'));
    await events.emit('checklist.changed', changed);
    expect(seen).toEqual(['first 2026-01-15', 'second 7']);
  });

  it('resolves with nobody subscribed', async () => {
    await expect(createAppEvents().emit('checklist.changed', changed)).resolves.toBeUndefined();
  });

  it('fails the emit when a subscriber fails, and runs none after it', async () => {
    const events = createAppEvents();
    const seen: string[] = [];
    events.on('checklist.changed', () => {
      throw new Error('sync failed');
    });
    events.on('checklist.changed', () => void seen.push('after'));
    await expect(events.emit('checklist.changed', changed)).rejects.toThrow('sync failed');
    expect(seen).toEqual([]);
  });

  it('keeps two buses apart', async () => {
    const one = createAppEvents();
    const two = createAppEvents();
    const seen: string[] = [];
    one.on('checklist.changed', () => void seen.push('one'));
    await two.emit('checklist.changed', changed);
    expect(seen).toEqual([]);
  });
});

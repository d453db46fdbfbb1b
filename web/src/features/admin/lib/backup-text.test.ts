import { describe, expect, it } from 'vitest';
import { lastBackupText } from './backup-text';

const when = { timeZone: 'UTC', now: Date.parse('2026-11-28T12:00:00Z') };
const base = {
  startedAt: '2026-11-28T03:00:00Z',
  finishedAt: '2026-11-28T03:00:09Z',
  bytes: 6_500_000,
  message: null,
  lastVerifiedAt: null,
};

describe('lastBackupText', () => {
  it('says when the last backup restored exactly, and its size', () => {
    expect(lastBackupText({ ...base, status: 'verified', lastVerifiedAt: base.finishedAt }, when)).toBe(
      'Verified Nov 28, 3:00 AM (6.5 MB): restores exactly',
    );
  });

  it('puts a failure first, with its reason and the last backup that did restore', () => {
    const failed = { ...base, status: 'failed' as const, bytes: null, message: 'the disk is full.' };
    expect(lastBackupText({ ...failed, lastVerifiedAt: '2026-11-27T03:00:08Z' }, when)).toBe(
      'Failed Nov 28, 3:00 AM: the disk is full. Last verified Nov 27, 3:00 AM.',
    );
    expect(lastBackupText(failed, when)).toBe('Failed Nov 28, 3:00 AM: the disk is full. None has been verified yet.');
  });

  it('says when none has run, or one is running', () => {
    expect(lastBackupText(null, when)).toBe('No backups yet');
    expect(lastBackupText({ ...base, status: 'running', finishedAt: null }, when)).toBe('Running since Nov 28, 3:00 AM');
  });
});

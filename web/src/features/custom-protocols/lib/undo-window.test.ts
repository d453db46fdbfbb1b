import { describe, expect, it } from 'vitest';
import { undoToastMs } from './undo-window';

describe('undoToastMs', () => {
  const now = Date.parse('2026-11-27T10:00:00Z');

  it('keeps the Undo on screen for as long as the server still restores', () => {
    expect(undoToastMs('2026-11-27T10:00:30Z', now)).toBe(30_000);
    expect(undoToastMs('2026-11-27T10:00:12.500Z', now)).toBe(12_500);
  });

  it('never offers it past the 30 seconds, nor for a time already gone', () => {
    expect(undoToastMs('2026-11-27T10:05:00Z', now)).toBe(30_000);
    expect(undoToastMs('2026-11-27T09:59:00Z', now)).toBe(0);
    expect(undoToastMs('not a time', now)).toBe(30_000);
  });
});

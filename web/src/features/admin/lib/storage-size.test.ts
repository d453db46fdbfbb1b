import { describe, expect, it } from 'vitest';
import { formatStorageSize } from './storage-size';

describe('formatStorageSize', () => {
  it('says 0 kB for an empty account', () => {
    expect(formatStorageSize(0)).toBe('0 kB');
  });

  it('never rounds a few bytes down to nothing', () => {
    expect(formatStorageSize(12)).toBe('0.1 kB');
    expect(formatStorageSize(512)).toBe('0.5 kB');
  });

  it('keeps one decimal below 10 of a unit and whole numbers above', () => {
    expect(formatStorageSize(1_500)).toBe('1.5 kB');
    expect(formatStorageSize(12_345)).toBe('12 kB');
    expect(formatStorageSize(3_400_000)).toBe('3.4 MB');
    expect(formatStorageSize(250_000_000)).toBe('250 MB');
    expect(formatStorageSize(2_000_000_000)).toBe('2 GB');
  });

  it('moves to the next unit instead of showing 1000', () => {
    expect(formatStorageSize(999_600)).toBe('1 MB');
  });
});

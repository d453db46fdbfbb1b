import { describe, expect, it } from 'vitest';
import { formatQueueAge } from './queue-age';

describe('formatQueueAge', () => {
  it('shows a dash when nothing is due', () => {
    expect(formatQueueAge(null)).toBe('—');
  });

  it('counts in the largest whole unit', () => {
    expect(formatQueueAge(0)).toBe('0 seconds');
    expect(formatQueueAge(1)).toBe('1 second');
    expect(formatQueueAge(59.9)).toBe('59 seconds');
    expect(formatQueueAge(60)).toBe('1 minute');
    expect(formatQueueAge(3599)).toBe('59 minutes');
    expect(formatQueueAge(7200)).toBe('2 hours');
    expect(formatQueueAge(86_400 * 3 + 5)).toBe('3 days');
  });
});

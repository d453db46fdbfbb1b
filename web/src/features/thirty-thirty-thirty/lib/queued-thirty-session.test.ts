import { describe, expect, it } from 'vitest';
import { describeQueuedThirtySession } from './queued-thirty-session';

describe('describeQueuedThirtySession', () => {
  it('shows the protein and the exercise time', () => {
    expect(describeQueuedThirtySession({ proteinAmount: 35, exerciseDuration: 1800, timeAfterWaking: 20, completed: true })).toBe(
      '35 g protein · 30:00 exercise',
    );
  });
});

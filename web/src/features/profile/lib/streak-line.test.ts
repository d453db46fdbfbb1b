import { describe, expect, it } from 'vitest';
import { streakLine } from './streak-line';

describe('health protocols on the profile', () => {
  it('words the current streak and today', () => {
    expect(streakLine({ currentStreak: 0, completedToday: false })).toEqual({ streak: 'No streak yet', today: 'Not done yet today' });
    expect(streakLine({ currentStreak: 3, completedToday: true })).toEqual({ streak: '3-day streak', today: 'Done today' });
  });
});

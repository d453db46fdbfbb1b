import { describe, expect, it } from 'vitest';
import { HEALTH_PROTOCOLS, streakLine } from './health-protocols';

describe('health protocols on the profile', () => {
  it('lists the three protocols with their tracker pages', () => {
    expect(HEALTH_PROTOCOLS.map(({ href }) => href)).toEqual(['/thirty-thirty-thirty', '/fasting', '/cold-exposure']);
  });

  it('words the current streak and today', () => {
    expect(streakLine({ currentStreak: 0, completedToday: false })).toEqual({ streak: 'No streak yet', today: 'Not done yet today' });
    expect(streakLine({ currentStreak: 3, completedToday: true })).toEqual({ streak: '3-day streak', today: 'Done today' });
  });
});

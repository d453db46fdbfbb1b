import { describe, expect, it } from 'vitest';
import { correctTypos, editDistance } from './typo-tolerance.logic';

describe('editDistance', () => {
  it.each([
    ['pregnant', 'pregnant', 0],
    ['pregnat', 'pregnant', 1],
    ['kindey', 'kidney', 1],
    ['diabetis', 'diabetes', 1],
    ['insullin', 'insulin', 1],
    ['pregnet', 'pregnant', 2],
  ])('%s → %s is %i', (a, b, distance) => expect(editDistance(a, b)).toBe(distance));
});

describe('correctTypos', () => {
  const vocabulary = ['diabetes', 'insulin', 'pregnant', 'kidney'];
  it('rewrites likely misspellings and leaves other words alone', () => {
    expect(correctTypos('i have diabetis and take insullin', vocabulary)).toBe('i have diabetes and take insulin');
    expect(correctTypos('im pregnat, bad kindey', vocabulary)).toBe('im pregnant, bad kidney');
    expect(correctTypos('insulting sidney with fast insults', vocabulary)).toBe('insulting sidney with fast insults');
  });
});

import { describe, expect, it } from 'vitest';
import { restoreNumberHomophones } from './spoken-number-homophones.logic';

describe('restoreNumberHomophones', () => {
  it.each([
    ['Wait one eighty two point for this morning.', 'Wait one eighty two point four this morning.'],
    ['Body temperature ninety eight point too', 'Body temperature ninety eight point two'],
    ['eighty one point ate kilos', 'eighty one point eight kilos'],
    ['182 point for', '182 point four'],
    ['Blood pressure won twenty over eighty.', 'Blood pressure one twenty over eighty.'],
    ['Won 20 over 80', 'One 20 over 80'],
  ])('puts the number back in %j', (heard, expected) => {
    expect(restoreNumberHomophones(heard)).toBe(expected);
  });

  it.each([
    'Walked for thirty minutes after lunch.',
    'Ate thirty grams of protein.',
    'We won the game, then went to bed.',
    'My point for today: drink more water.',
    'I won a prize',
    'Cold shower for two minutes at sixty degrees.',
  ])('leaves %j alone', (text) => {
    expect(restoreNumberHomophones(text)).toBe(text);
  });
});

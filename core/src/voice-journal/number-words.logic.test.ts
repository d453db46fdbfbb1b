import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeNumbers, parseNumberWords } from './number-words.logic';

describe('spoken numbers', () => {
  it.each([
    ['zero', 0],
    ['seven', 7],
    ['twelve', 12],
    ['forty two', 42],
    ['forty-two', 42],
    ['ninety nine', 99],
    ['a hundred', 100],
    ['a hundred and twenty', 120],
    ['one hundred twenty', 120],
    ['two hundred and five', 205],
    ['fifteen hundred', 1500],
    ['two thousand five hundred', 2500],
    ['a thousand and fifty', 1050],
    ['one twenty', 120],
    ['one eighty two', 182],
    ['one oh five', 105],
    ['one eighty two point four', 182.4],
    ['eighty one point five', 81.5],
    ['point five', 0.5],
    ['seven point two five', 7.25],
    ['Forty Two', 42],
  ])('reads "%s" as %d', (words, value) => {
    expect(parseNumberWords(words)).toBe(value);
  });

  it.each(['', 'eggs', 'forty eggs', 'and', 'a', 'half', 'point', 'one and', 'constructor', 'one constructor', 'twenty tostring'])(
    'is not a number: "%s"',
    (words) => {
      expect(parseNumberWords(words)).toBeNull();
    },
  );
});

describe('numbers in a transcript', () => {
  it.each([
    ['blood pressure one twenty over eighty', 'blood pressure 120 over 80'],
    ['a hundred and twenty over eighty', '120 over 80'],
    ['weighed in at one eighty two point four', 'weighed in at 182.4'],
    ['slept seven and a half hours', 'slept 7.5 hours'],
    ['three and a half', '3.5'],
    ['seven and three quarters', '7.75'],
    ['4 and a quarter minutes', '4.25 minutes'],
    ['half an hour on the bike', '0.5 hour on the bike'],
    ['a half hour walk', '0.5 hour walk'],
    ['an hour and a half of yoga', '1.5 hour of yoga'],
    ['a liter and a half', '1.5 liter'],
    ['half a litre of water', '0.5 litre of water'],
    ['a couple of cups', '2 cups'],
    ['couple minutes', '2 minutes'],
    ['a dozen eggs', '12 eggs'],
    ['half a dozen eggs', '6 eggs'],
    ['two dozen almonds', '24 almonds'],
    ['a glass of water', '1 glass of water'],
    ['1,500 ml', '1500 ml'],
    ['82,5 kg', '82.5 kg'],
    ['182 point 4', '182.4'],
    ['a 16:8 fast', 'a 16:8 fast'],
    ['sixteen eight', '16 8'],
    ['at eight thirty pm', 'at 830 pm'],
    ['eight pm', '8 pm'],
    ['minus five degrees', '-5 degrees'],
    ['40g of protein', '40 g of protein'],
    ['8pm', '8 pm'],
    ['three eggs, two slices of toast', '3 eggs, 2 slices of toast'],
    ['forty-two grams', '42 grams'],
    ['A Hundred And Twenty', '120'],
    ['no numbers here', 'no numbers here'],
    ['one constructor valueOf', '1 constructor valueof'],
  ])('"%s" → "%s"', (said, normalized) => {
    expect(normalizeNumbers(said)).toBe(normalized);
  });

  it('never throws and leaves no number word it could read', () => {
    const words = fc.constantFrom(
      'one',
      'twenty',
      'hundred',
      'and',
      'a',
      'half',
      'point',
      'four',
      'thousand',
      'oh',
      'eggs',
      ',',
      'dozen',
      'couple',
      'of',
    );
    fc.assert(
      fc.property(fc.array(words, { maxLength: 12 }), (parts) => {
        const normalized = normalizeNumbers(parts.join(' '));
        expect(normalized).not.toMatch(/\b(twenty|four)\b/);
      }),
    );
  });
});

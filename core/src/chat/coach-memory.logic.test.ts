import { describe, expect, it } from 'vitest';
import { memoryGrounding, rememberRequest } from './coach-memory.logic';

describe('what the coach is asked to remember', () => {
  it.each([
    ['remember that I train at 6 am', 'I train at 6 am'],
    ['Please remember: I take metformin.', 'I take metformin'],
    ['can you remember I have a knee injury?', 'I have a knee injury'],
    ['remember my target weight is 80 kg', 'My target weight is 80 kg'],
  ])('%j keeps %j', (said, fact) => {
    expect(rememberRequest(said)).toBe(fact);
  });

  it.each(['do you remember what I ate?', 'I remember doing a plunge', 'remember', 'log a 3 minute plunge', `remember ${'x'.repeat(201)}`])(
    '%j keeps nothing',
    (said) => {
      expect(rememberRequest(said)).toBeNull();
    },
  );

  it('lists the facts after the data, or nothing', () => {
    expect(memoryGrounding([])).toBe('');
    expect(memoryGrounding(['I train at 6 am', 'I take metformin'])).toBe(
      '\n\nWhat the person asked you to remember:\n- I train at 6 am\n- I take metformin',
    );
  });
});

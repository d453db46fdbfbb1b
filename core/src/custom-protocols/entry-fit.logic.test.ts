import { describe, expect, it } from 'vitest';
import { entryProblem } from './entry-fit.logic';
import { protocolDocumentSchema } from './protocol-document.schema';

const checkIn = protocolDocumentSchema.parse({
  format: 'ultimate-human.protocol',
  formatVersion: 1,
  id: 'evening',
  title: 'Evening',
  schedule: { kind: 'daily' },
  components: [
    { id: 'took-it', label: 'Took it', kind: 'check' },
    { id: 'drinks', label: 'Drinks', kind: 'count' },
    { id: 'sauna', label: 'Sauna', kind: 'duration' },
    { id: 'weight', label: 'Weight', kind: 'measure', unit: 'kg' },
    { id: 'mood', label: 'Mood', kind: 'scale', min: 1, max: 5 },
    { id: 'note', label: 'Note', kind: 'text' },
  ],
});

describe('entryProblem', () => {
  it('names an id that is not a component', () => {
    expect(entryProblem(checkIn, { componentId: 'x', value: 1 })).toBe('componentId "x" is not a component of this protocol');
  });

  it('a text component takes text, not a value', () => {
    expect(entryProblem(checkIn, { componentId: 'note', text: 'Calm day' })).toBeNull();
    expect(entryProblem(checkIn, { componentId: 'note', value: 1 })).toMatch(/^value is not for a text component/);
    expect(entryProblem(checkIn, { componentId: 'note' })).toBe('text is required for "Note"');
  });

  it('the other kinds take a value, not text', () => {
    expect(entryProblem(checkIn, { componentId: 'drinks', text: 'two' })).toMatch(/^text is only for a text component/);
    expect(entryProblem(checkIn, { componentId: 'drinks' })).toBe('value is required for "Drinks"');
  });

  it('a check is 1 or 0', () => {
    expect(entryProblem(checkIn, { componentId: 'took-it', value: 1 })).toBeNull();
    expect(entryProblem(checkIn, { componentId: 'took-it', value: 0 })).toBeNull();
    expect(entryProblem(checkIn, { componentId: 'took-it', value: 2 })).toBe('value must be 1 (done) or 0 (not done)');
  });

  it('a count is a whole number', () => {
    expect(entryProblem(checkIn, { componentId: 'drinks', value: 3 })).toBeNull();
    expect(entryProblem(checkIn, { componentId: 'drinks', value: 1.5 })).toBe('value must be a whole number');
  });

  it('a scale is a whole number from its min to its max', () => {
    expect(entryProblem(checkIn, { componentId: 'mood', value: 1 })).toBeNull();
    expect(entryProblem(checkIn, { componentId: 'mood', value: 5 })).toBeNull();
    expect(entryProblem(checkIn, { componentId: 'mood', value: 6 })).toBe('value must be from 1 to 5');
    expect(entryProblem(checkIn, { componentId: 'mood', value: 0 })).toBe('value must be from 1 to 5');
    expect(entryProblem(checkIn, { componentId: 'mood', value: 2.5 })).toBe('value must be from 1 to 5');
  });

  it('a duration or a measure is any number from 0', () => {
    expect(entryProblem(checkIn, { componentId: 'sauna', value: 0 })).toBeNull();
    expect(entryProblem(checkIn, { componentId: 'weight', value: 72.35 })).toBeNull();
    expect(entryProblem(checkIn, { componentId: 'weight', value: -1 })).toBe('value must be a number, 0 or more');
    expect(entryProblem(checkIn, { componentId: 'sauna', value: Number.POSITIVE_INFINITY })).toBe('value must be a number, 0 or more');
  });
});

import { describe, expect, it } from 'vitest';
import { protocolDocumentSchema, type ProtocolDocumentInput } from './protocol-document.schema';

const valid: ProtocolDocumentInput = {
  format: 'ultimate-human.protocol',
  formatVersion: 1,
  id: 'sauna',
  title: 'Sauna',
  components: [{ id: 'session', label: 'Session', kind: 'duration', target: { kind: 'atLeast', value: 900 } }],
  schedule: { kind: 'frequency', times: 4, days: 7 },
};

/** The issues zod reports for a document, as path and message. */
function issuesOf(document: unknown) {
  const result = protocolDocumentSchema.safeParse(document);
  if (result.success) throw new Error('the document was accepted');
  return result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

const component = (index: number) => ({ id: `part-${index}`, label: `Part ${index}`, kind: 'check' });

describe('protocolDocumentSchema', () => {
  it('accepts a document with only the required fields and fills in the defaults', () => {
    expect(protocolDocumentSchema.parse(valid)).toMatchObject({
      version: 1,
      description: '',
      sources: [],
      icon: 'check',
      color: 'teal',
      group: { kind: 'all' },
      safety: { questions: [], riskScreen: false },
    });
  });

  it('names a field it does not know, at the top and inside a component', () => {
    expect(issuesOf({ ...valid, streak: 4 })).toEqual([{ path: '', message: 'Unrecognized key: "streak"' }]);
    const withColour = { ...valid, components: [{ id: 'a', label: 'A', kind: 'check', colour: 'red' }] };
    expect(issuesOf(withColour)).toEqual([{ path: 'components.0', message: 'Unrecognized key: "colour"' }]);
  });

  it('refuses formatVersion 2', () => {
    expect(issuesOf({ ...valid, formatVersion: 2 })).toEqual([
      { path: 'formatVersion', message: 'formatVersion 1 is the only version this server reads' },
    ]);
  });

  it('refuses 8 in 7 days on schedule.times', () => {
    expect(issuesOf({ ...valid, schedule: { kind: 'frequency', times: 8, days: 7 } })).toEqual([
      { path: 'schedule.times', message: 'schedule.times cannot exceed schedule.days' },
    ]);
  });

  it('refuses a unit it does not know, listing the ones it does', () => {
    const [issue] = issuesOf({ ...valid, components: [{ id: 'dose', label: 'Dose', kind: 'measure', unit: 'grains' }] });
    expect(issue?.path).toBe('components.0.unit');
    expect(issue?.message).toMatch(/^unit must be one of g, mg, mL, oz, kg/);
  });

  it('refuses 21 components', () => {
    const components = Array.from({ length: 21 }, (_, index) => component(index));
    expect(issuesOf({ ...valid, components })).toEqual([{ path: 'components', message: 'a protocol has at most 20 components' }]);
  });

  it('refuses a component id used twice, at the second one', () => {
    const components = [component(1), component(2), { ...component(3), id: 'part-1' }];
    expect(issuesOf({ ...valid, components })).toEqual([{ path: 'components.2.id', message: 'component id "part-1" is used twice' }]);
  });

  it('refuses a title over 80 characters', () => {
    expect(issuesOf({ ...valid, title: 'x'.repeat(81) })).toEqual([{ path: 'title', message: 'title must be at most 80 characters' }]);
  });

  it('refuses a scale whose labels do not match its steps', () => {
    const scale = { id: 'mood', label: 'Mood', kind: 'scale', min: 1, max: 5, labels: ['Low', 'Okay', 'High'] };
    expect(issuesOf({ ...valid, components: [scale] })).toEqual([
      { path: 'components.0.labels', message: 'labels needs one label per step (5)' },
    ]);
  });
});

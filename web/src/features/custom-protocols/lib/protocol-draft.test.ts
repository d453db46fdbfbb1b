import { protocolDocumentSchema } from '@uh/core/custom-protocols/protocol-document.schema';
import { describe, expect, it } from 'vitest';
import { validateDraft } from './draft-document';
import { draftOfDocument, emptyDraft, newComponentDraft, type ProtocolDraft } from './protocol-draft';
import { freeId, slugOf } from './protocol-ids';

const sauna = protocolDocumentSchema.parse({
  format: 'ultimate-human.protocol',
  formatVersion: 1,
  id: 'sauna',
  title: 'Sauna',
  icon: 'flame',
  color: 'rose',
  sources: [{ title: 'A study' }],
  components: [{ id: 'session', label: 'Sauna session', kind: 'duration', target: { kind: 'atLeast', value: 1200 } }],
  schedule: { kind: 'frequency', times: 3, days: 7 },
  safety: { questions: ['Are you well hydrated?'], maxDurationMinutes: 30, riskScreen: true },
});

const named = (draft: ProtocolDraft, title: string): ProtocolDraft => ({ ...draft, title });

describe('the protocol form’s draft', () => {
  it('shows a duration target in minutes and stores it back in seconds, keeping what the form does not show', () => {
    const draft = draftOfDocument(sauna);
    expect(draft.components[0]!.target).toMatchObject({ isSet: true, value: '20' });
    const edited = {
      ...draft,
      times: '4',
      components: [{ ...draft.components[0]!, target: { ...draft.components[0]!.target, value: '15' } }],
    };
    const { document } = validateDraft(edited);
    expect(document).toMatchObject({
      id: 'sauna',
      schedule: { kind: 'frequency', times: 4, days: 7 },
      components: [{ id: 'session', target: { kind: 'atLeast', value: 900, aggregate: 'sum' } }],
      sources: [{ title: 'A study' }],
      safety: { questions: ['Are you well hydrated?'], maxDurationMinutes: 30, riskScreen: true },
    });
  });

  it('makes ids from the title and the labels of new items, never the same twice', () => {
    const draft = emptyDraft();
    const first = { ...newComponentDraft('duration'), label: 'Breathe' };
    const second = { ...newComponentDraft('check'), label: 'Breathe' };
    const { document } = validateDraft({ ...named(draft, 'Box breathing'), components: [first, second] });
    expect(document?.id).toBe('box-breathing');
    expect(document?.components.map((component) => component.id)).toEqual(['breathe', 'breathe-2']);
    expect(slugOf('  Café au lait!! ')).toBe('cafe-au-lait');
    expect(freeId('sauna', new Set(['sauna', 'sauna-2']))).toBe('sauna-3');
    expect(freeId('breathwork', new Set(['sauna']))).toBe('breathwork');
  });

  it('anchors the schedule to waking with its window', () => {
    const draft = { ...named(emptyDraft(), 'Breathwork'), isAnchored: true, windowMinutes: '30' };
    draft.components = [{ ...draft.components[0]!, label: 'Done' }];
    expect(validateDraft(draft).document?.schedule).toEqual({
      kind: 'daily',
      anchor: { event: 'wake', offsetMinutes: 0, windowMinutes: 30 },
    });
  });

  it('puts each problem under its field, in words', () => {
    const draft = { ...emptyDraft(), scheduleKind: 'frequency' as const, times: '8', days: '7' };
    draft.components = [
      {
        ...newComponentDraft('count'),
        label: 'Glasses',
        target: { isSet: true, kind: 'range' as const, value: '5', max: '3', aggregate: 'sum' as const },
      },
    ];
    const { errors } = validateDraft(draft);
    expect(errors).toMatchObject({
      title: 'The name cannot be empty',
      'schedule.times': 'Cannot be more than the number of days',
      'components.0.target.max': 'The upper limit must be at least the lower one',
    });
    const empty = validateDraft({ ...named(emptyDraft(), 'x'), scheduleKind: 'weekdays', weekdays: [], windowMinutes: '' });
    expect(empty.errors).toMatchObject({ 'schedule.weekdays': 'Pick at least one day', 'components.0.label': 'The name cannot be empty' });
    const notNumber = validateDraft({ ...named(emptyDraft(), 'x'), scheduleKind: 'frequency', times: '' });
    expect(notNumber.errors?.['schedule.times']).toBe('Enter a number');
  });
});

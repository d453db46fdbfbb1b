import { describe, expect, it } from 'vitest';
import { alsoDeleteLabel, alsoLoggedText, logsStayText, protocolValueLines } from './created-logs';

describe('the logs an entry wrote', () => {
  it('are named under the entry', () => {
    expect(alsoLoggedText([])).toBeNull();
    expect(alsoLoggedText([{ kind: 'coldExposure', id: 3 }])).toBe('Also logged as a cold exposure session.');
    expect(alsoLoggedText([{ kind: 'thirtyThirtyThirty', id: 4, exerciseSeconds: 1800 }])).toBe('Also logged as a 30-30-30 exercise.');
    expect(alsoLoggedText([{ kind: 'thirtyThirtyThirty', id: 4, change: 'addedProtein', proteinGrams: 40 }])).toBe(
      'Also logged as a 30-30-30 protein.',
    );
  });

  it('stay as they are when the entry is edited, and the dialog says where to correct them', () => {
    expect(logsStayText([])).toBeNull();
    expect(logsStayText([{ kind: 'thirtyThirtyThirty', id: 1, change: 'addedProtein', proteinGrams: 40 }])).toBe(
      'This changes the journal entry only: the 30-30-30 protein it logged stays as it is. Correct it on the 30-30-30 page.',
    );
    expect(
      logsStayText([
        { kind: 'fasting', id: 1 },
        { kind: 'biometrics', id: 2 },
      ]),
    ).toBe(
      'This changes the journal entry only: the fast and the biometrics reading it logged stay as they are. Correct them on their own pages.',
    );
  });

  it('name the values on the person’s own protocols apart, each as it reads', () => {
    const breathwork = {
      kind: 'customProtocolEntry',
      protocolId: 3,
      entryId: 7,
      summary: 'Morning breathwork · Breathwork: 10 min',
    } as const;
    const magnesium = { kind: 'customProtocolEntry', protocolId: 4, entryId: 8, summary: 'Daily supplements · Magnesium: done' } as const;
    expect(alsoLoggedText([breathwork])).toBeNull();
    expect(protocolValueLines([{ kind: 'coldExposure', id: 3 }, breathwork, magnesium])).toEqual([
      'Morning breathwork · Breathwork: 10 min',
      'Daily supplements · Magnesium: done',
    ]);
    expect(logsStayText([breathwork])).toBe(
      'The values it logged on your protocols stay as they are: correct them on each protocol’s page.',
    );
    expect(alsoDeleteLabel([{ kind: 'fasting', id: 1 }])).toBe('Also delete the log it created');
    expect(alsoDeleteLabel([breathwork])).toBe('Also delete the protocol value it logged');
    expect(alsoDeleteLabel([{ kind: 'fasting', id: 1 }, breathwork, magnesium])).toBe(
      'Also delete the log and the 2 protocol values it created',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { alsoLoggedText, logsStayText } from './created-logs';

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
});

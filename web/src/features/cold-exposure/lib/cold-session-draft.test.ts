import { describe, expect, it } from 'vitest';
import { defaultDraft, parseDraft } from './cold-session-draft';

describe('the cold session draft', () => {
  it('starts from the docs/product.md default, as a round number in °C', () => {
    expect(defaultDraft('F')).toEqual({ method: 'cold_shower', temperature: '58', unit: 'F' });
    expect(defaultDraft('C')).toEqual({ method: 'cold_shower', temperature: '14', unit: 'C' });
  });

  it('brings back the method and temperature chosen before a reload', () => {
    const stored = JSON.stringify({ method: 'ice_bath', temperature: '3.5', unit: 'C' });
    expect(parseDraft(stored, 'C')).toEqual({ method: 'ice_bath', temperature: '3.5', unit: 'C' });
  });

  it('drops a temperature typed in the other unit, and anything malformed', () => {
    const stored = JSON.stringify({ method: 'ice_bath', temperature: '38', unit: 'F' });
    expect(parseDraft(stored, 'C')).toEqual({ method: 'ice_bath', temperature: '14', unit: 'C' });
    expect(parseDraft('{"method":"sauna","temperature":5}', 'F')).toEqual(defaultDraft('F'));
    expect(parseDraft('not json', 'F')).toEqual(defaultDraft('F'));
    expect(parseDraft(null, 'F')).toEqual(defaultDraft('F'));
  });
});

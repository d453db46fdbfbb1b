import { describe, expect, it } from 'vitest';
import { noteWithText, withCurrentNames } from './details-names.logic';

describe('details written in earlier names', () => {
  it('reads a cold entry’s method and durationSeconds as the cold log’s exposureMethod and duration', () => {
    expect(withCurrentNames('cold_exposure', { method: 'ice_bath', durationSeconds: 180, temperatureUnit: 'F' })).toEqual({
      exposureMethod: 'ice_bath',
      duration: 180,
      temperatureUnit: 'F',
    });
    // Today's names win over old ones sent with them; other types are left as they are.
    expect(withCurrentNames('cold_exposure', { exposureMethod: 'cryo', method: 'ice_bath', temperatureUnit: 'C' })).toEqual({
      exposureMethod: 'cryo',
      temperatureUnit: 'C',
    });
    expect(withCurrentNames('exercise', { activity: 'walk', method: 'x' })).toEqual({ activity: 'walk', method: 'x' });
  });

  it('takes a note’s transcription as its text when it has none', () => {
    expect(noteWithText({ transcription: 'Slept badly' }, undefined)).toEqual({ transcription: 'Slept badly', text: 'Slept badly' });
    expect(noteWithText(undefined, 'Calm morning')).toEqual({ text: 'Calm morning' });
    expect(noteWithText({ text: 'Mine' }, 'Said')).toEqual({ text: 'Mine' });
    expect(noteWithText(undefined, undefined)).toBeUndefined();
  });
});

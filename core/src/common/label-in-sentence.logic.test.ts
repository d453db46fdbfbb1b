import { describe, expect, it } from 'vitest';
import { inSentence } from './label-in-sentence.logic';

describe('inSentence', () => {
  it('lowers a plain label, and keeps names and abbreviations', () => {
    expect(inSentence('Sauna')).toBe('sauna');
    expect(inSentence('Cold exposure')).toBe('cold exposure');
    expect(inSentence('HRV')).toBe('HRV');
    expect(inSentence('PM walk')).toBe('PM walk');
    expect(inSentence('Evening Walk')).toBe('Evening Walk');
    expect(inSentence('')).toBe('');
  });
});

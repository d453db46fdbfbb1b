import { describe, expect, it } from 'vitest';
import { checkEmbedSize } from './embed-size.logic';

describe('the size typed in the Embed Generator', () => {
  it('accepts positive CSS lengths, a bare number as pixels, trimmed', () => {
    for (const value of ['500px', '100%', '40rem', '2.5em', '80vh', '480']) {
      expect(checkEmbedSize(value, 'Width')).toEqual({ isValid: true, value });
    }
    expect(checkEmbedSize(' 600px ', 'Height')).toEqual({ isValid: true, value: '600px' });
  });

  it('refuses empty, words, negative, zero, oversized and anything with more CSS, naming the field', () => {
    expect(checkEmbedSize('', 'Width')).toEqual({ isValid: false, message: 'Width is required, such as 100% or 500px' });
    expect(checkEmbedSize('   ', 'Height')).toEqual({ isValid: false, message: 'Height is required, such as 600px' });
    for (const value of ['abc', '-5px', '100%; background:red', '10 px', '5pt', 'calc(100% - 2px)', '100%"><script>']) {
      expect(checkEmbedSize(value, 'Width')).toEqual({
        isValid: false,
        message: 'Width must be a number with px or %, such as 100% or 500px',
      });
    }
    expect(checkEmbedSize('0px', 'Height')).toEqual({ isValid: false, message: 'Height must be more than 0' });
    expect(checkEmbedSize('150%', 'Width')).toEqual({ isValid: false, message: 'Width must be at most 100%' });
    expect(checkEmbedSize('20000', 'Height')).toEqual({ isValid: false, message: 'Height must be at most 10000px' });
  });
});

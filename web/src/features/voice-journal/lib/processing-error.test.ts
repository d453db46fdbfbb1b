import { describe, expect, it } from 'vitest';
import { PROCESSING_ERROR_MESSAGE, processingErrorText } from './processing-error';

describe("the 'Processing Error' toast (docs/product.md §8)", () => {
  it('adds the reason when the server refused the recording', () => {
    expect(processingErrorText(new Error('413: The recording is longer than 5 minutes'))).toBe(
      `${PROCESSING_ERROR_MESSAGE} The recording is longer than 5 minutes.`,
    );
    expect(processingErrorText(new Error('415: Ogg recordings are not accepted: send a WAV.'))).toBe(
      `${PROCESSING_ERROR_MESSAGE} Ogg recordings are not accepted: send a WAV.`,
    );
  });

  it('leaves out the field a 400 names', () => {
    expect(
      processingErrorText(new Error('400: audio: The recording is silent. Check that the microphone is on, or type what you said.')),
    ).toBe(`${PROCESSING_ERROR_MESSAGE} The recording is silent. Check that the microphone is on, or type what you said.`);
  });

  it('says only the catalogue sentence for server faults and lost connections', () => {
    expect(processingErrorText(new Error('500: Internal Server Error'))).toBe(PROCESSING_ERROR_MESSAGE);
    expect(processingErrorText(new TypeError('Failed to fetch'))).toBe(PROCESSING_ERROR_MESSAGE);
    expect(processingErrorText('nope')).toBe(PROCESSING_ERROR_MESSAGE);
  });
});

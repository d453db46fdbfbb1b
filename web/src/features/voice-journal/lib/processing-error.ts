export const PROCESSING_ERROR_TITLE = 'Processing Error';
export const PROCESSING_ERROR_MESSAGE = 'Failed to process your voice recording. Please try again.';

/**
 * Answers whose reason helps the person: refusals (too long, too large, not audio, silent, too
 * many at once) and a speech engine that failed or is turned off. A 500 says nothing useful.
 */
const isExplained = (status: number) => (status >= 400 && status < 500) || (status >= 502 && status <= 504);

/**
 * The description of the 'Processing Error' toast (docs/product.md §8): the catalogue's sentence, followed by
 * the server's reason when it says what to change. A server fault or a lost connection gets the
 * sentence alone.
 */
export function processingErrorText(error: unknown): string {
  const text = error instanceof Error ? error.message : '';
  const match = /^(\d{3}): (.+)$/s.exec(text);
  if (!match || !isExplained(Number(match[1]))) return PROCESSING_ERROR_MESSAGE;
  // A 400 names its field first ('audio: The recording is empty.'): the person needs the words.
  const reason = match[2]!.replace(/^\w+: /, '').trim();
  return reason ? `${PROCESSING_ERROR_MESSAGE} ${/[.!?]$/.test(reason) ? reason : `${reason}.`}` : PROCESSING_ERROR_MESSAGE;
}

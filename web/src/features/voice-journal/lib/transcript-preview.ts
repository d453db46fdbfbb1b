/** docs/product.md §2: the transcript in the list is cut at 100 characters. */
export const TRANSCRIPT_PREVIEW_CHARS = 100;

export type TranscriptPreview = { text: string; isCut: boolean };

/**
 * The first 100 characters of a transcript with "…" when there is more. Counted in characters as
 * people see them (an emoji is one), so a cut never splits one in half.
 */
export function transcriptPreview(transcript: string, max = TRANSCRIPT_PREVIEW_CHARS): TranscriptPreview {
  const text = transcript.trim();
  const characters = Array.from(text);
  if (characters.length <= max) return { text, isCut: false };
  return { text: `${characters.slice(0, max).join('').trimEnd()}…`, isCut: true };
}

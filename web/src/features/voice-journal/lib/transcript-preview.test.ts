import { describe, expect, it } from 'vitest';
import { transcriptPreview } from './transcript-preview';

describe('transcript preview (docs/product.md §2: cut at 100 characters)', () => {
  it('keeps a transcript of 100 characters whole', () => {
    const exactly = 'a'.repeat(100);
    expect(transcriptPreview(exactly)).toEqual({ text: exactly, isCut: false });
    expect(transcriptPreview('  Walked for 30 minutes.  ')).toEqual({ text: 'Walked for 30 minutes.', isCut: false });
  });

  it('cuts at 100 characters and adds "…"', () => {
    const long = `${'b'.repeat(100)}c`;
    const preview = transcriptPreview(long);
    expect(preview).toEqual({ text: `${'b'.repeat(100)}…`, isCut: true });
  });

  it('does not leave a space before the "…" or split an emoji', () => {
    expect(transcriptPreview(`${'x'.repeat(99)} and more`).text).toBe(`${'x'.repeat(99)}…`);
    const emoji = `${'🥶'.repeat(101)}`;
    expect(transcriptPreview(emoji).text).toBe(`${'🥶'.repeat(100)}…`);
  });
});

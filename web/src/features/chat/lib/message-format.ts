export type Span = { text: string; isBold: boolean };
export type Block = { kind: 'paragraph'; lines: Span[][] } | { kind: 'list'; items: Span[][] };

const BULLET = /^\s*(?:[-*•]|\d+[.)])\s+/;

/** `**bold**` runs within a line; everything else is plain text (never HTML). */
export function parseSpans(line: string): Span[] {
  const spans: Span[] = [];
  const pattern = /\*\*(.+?)\*\*/g;
  let last = 0;
  for (const match of line.matchAll(pattern)) {
    if (match.index > last) spans.push({ text: line.slice(last, match.index), isBold: false });
    spans.push({ text: match[1]!, isBold: true });
    last = match.index + match[0].length;
  }
  if (last < line.length) spans.push({ text: line.slice(last), isBold: false });
  return spans;
}

/**
 * A reply's light formatting, as both coaches write it: blank lines separate paragraphs, "- "
 * (or "* ", "1. ") lines form lists, "**text**" is bold and "#" headings read as bold lines.
 */
export function formatMessage(text: string): Block[] {
  const blocks: Block[] = [];
  const push = (kind: Block['kind'], spans: Span[]) => {
    const current = blocks.at(-1);
    if (current?.kind === 'list' && kind === 'list') current.items.push(spans);
    else if (current?.kind === 'paragraph' && kind === 'paragraph') current.lines.push(spans);
    else blocks.push(kind === 'list' ? { kind, items: [spans] } : { kind, lines: [spans] });
  };
  for (const paragraph of text.split(/\n\s*\n/)) {
    // A new paragraph never continues the previous block.
    blocks.push({ kind: 'paragraph', lines: [] });
    for (const line of paragraph.split('\n')) {
      if (line.trim() === '') continue;
      if (BULLET.test(line)) push('list', parseSpans(line.replace(BULLET, '')));
      else if (/^#{1,6}\s+/.test(line)) push('paragraph', [{ text: line.replace(/^#{1,6}\s+/, '').replace(/\*\*/g, ''), isBold: true }]);
      else push('paragraph', parseSpans(line));
    }
  }
  return blocks.filter((block) => (block.kind === 'list' ? block.items.length > 0 : block.lines.length > 0));
}

import type { AppleRecord } from '@uh/core/wearables/apple-health/apple-record.logic';
import { SaxesParser } from 'saxes';
import { DAMAGED, ImportFileError, NOT_AN_EXPORT, OVERSIZED, type ExportContents } from './apple-health-file';

export const WRONG_ROOT =
  'This XML file is not an Apple Health export: it has no <HealthData> root element. Upload the export.zip (or the export.xml inside it) that the Health app made.';

export type HealthDataVisitor = {
  /** A `<Record>` directly under `<HealthData>`. */
  onRecord: (record: AppleRecord) => void;
  /** A `<Correlation>` (such as a blood-pressure pair) with the `<Record>` elements inside it. */
  onCorrelation: (correlation: AppleRecord, children: AppleRecord[]) => void;
};

export type ReadProgress = { bytesRead: number; recordsRead: number };

type Options = { signal: AbortSignal; onProgress: (progress: ReadProgress) => Promise<void> };

/**
 * What one export can hold, far above real ones: an attribute value or a run of text is under a few
 * hundred characters (the DTD at the top, read as one piece, about 10,000), a `<Record>` has about
 * ten attributes, and elements nest four deep. The parser keeps a piece whole until it ends, so
 * without these caps a single made-up 200 MB attribute would take several times that in memory.
 */
export const MAX_PIECE_CHARS = 256 * 1024;
const MAX_ATTRIBUTES = 100;
const MAX_DEPTH = 32;

const asRecord = (attributes: Record<string, string>): AppleRecord | null =>
  attributes.type ? (attributes as unknown as AppleRecord) : null;

/**
 * Streams an export.xml through a SAX parser, chunk by chunk, so a file of gigabytes takes little
 * memory and the event loop gets a turn between chunks. Only the elements that carry readings are
 * handed on; workouts, routes, metadata and the rest are skipped. A file that is not well-formed
 * XML, or whose root is not `<HealthData>`, fails as a whole.
 */
export async function readHealthData(contents: ExportContents, visitor: HealthDataVisitor, options: Options): Promise<ReadProgress> {
  const parser = new SaxesParser({ xmlns: false, position: true });
  const decoder = new TextDecoder('utf-8');
  let depth = 0;
  let hasRoot = false;
  let recordsRead = 0;
  let correlation: { record: AppleRecord; children: AppleRecord[] } | null = null;
  // Where the parser last handed something on: everything read since is held in memory by it.
  let pieceStart = 0;
  let attributes = 0;
  const oversized = () => new ImportFileError(OVERSIZED(parser.line));
  const pieceEnded = () => {
    pieceStart = parser.position;
  };
  for (const event of ['xmldecl', 'doctype', 'processinginstruction', 'comment', 'cdata', 'text'] as const) {
    parser.on(event, pieceEnded);
  }
  parser.on('opentagstart', () => {
    attributes = 0;
    pieceEnded();
  });
  parser.on('attribute', () => {
    attributes += 1;
    if (attributes > MAX_ATTRIBUTES) throw oversized();
    pieceEnded();
  });

  parser.on('opentag', (tag) => {
    pieceEnded();
    depth += 1;
    if (depth > MAX_DEPTH) throw oversized();
    if (depth === 1) {
      if (tag.name !== 'HealthData') throw new ImportFileError(WRONG_ROOT);
      hasRoot = true;
      return;
    }
    if (tag.name === 'Record') {
      recordsRead += 1;
      const record = asRecord(tag.attributes);
      if (!record) return;
      if (depth === 2) visitor.onRecord(record);
      else if (depth === 3 && correlation) correlation.children.push(record);
    } else if (depth === 2 && tag.name === 'Correlation') {
      const record = asRecord(tag.attributes);
      correlation = record ? { record, children: [] } : null;
    }
  });
  parser.on('closetag', (tag) => {
    pieceEnded();
    if (depth === 2 && tag.name === 'Correlation' && correlation) {
      visitor.onCorrelation(correlation.record, correlation.children);
      correlation = null;
    }
    depth -= 1;
  });

  const parse = (text: string, isLast: boolean) => {
    try {
      parser.write(text);
      if (parser.position - pieceStart > MAX_PIECE_CHARS) throw oversized();
      if (isLast) parser.close();
    } catch (error) {
      if (error instanceof ImportFileError) throw error;
      if (!hasRoot) throw new ImportFileError(NOT_AN_EXPORT);
      throw new ImportFileError(DAMAGED(`line ${parser.line}`));
    }
  };

  for await (const chunk of contents.chunks) {
    options.signal.throwIfAborted();
    parse(decoder.decode(chunk, { stream: true }), false);
    await options.onProgress({ bytesRead: contents.bytesRead(), recordsRead });
  }
  parse(decoder.decode(), true);
  if (!hasRoot) throw new ImportFileError(WRONG_ROOT);
  return { bytesRead: contents.bytesTotal, recordsRead };
}

import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';

/**
 * Counts and fingerprints a table's COPY text as it flows past. Rows are counted by line ends: the
 * text format escapes a newline inside a value, so each row ends with exactly one. The same digest
 * is taken when the backup is written, when it is loaded and when the loaded rows are read back.
 */
export type Digest = { rows: number; sha256: string; bytes: number };

export function digestStream(): { stream: Transform; result: () => Digest } {
  const hash = createHash('sha256');
  let rows = 0;
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) rows += 1;
      done(null, chunk);
    },
  });
  let sha256: string | null = null;
  return { stream, result: () => ({ rows, bytes, sha256: (sha256 ??= hash.digest('hex')) }) };
}

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COMPRESSIBLE } from '../web/precompress-plugin';

const dist = path.resolve(import.meta.dirname, '../web/dist');

describe('the built web app', () => {
  it('has a Brotli and a gzip copy of every text file, each decoding to it (the offline worker’s files too)', () => {
    const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => COMPRESSIBLE.test(file));
    expect(files).toEqual(expect.arrayContaining(['index.html', 'sw.js', 'manifest.webmanifest']));
    for (const file of files) {
      const original = readFileSync(path.join(dist, file));
      expect(brotliDecompressSync(readFileSync(path.join(dist, `${file}.br`))).equals(original), `${file}.br`).toBe(true);
      expect(gunzipSync(readFileSync(path.join(dist, `${file}.gz`))).equals(original), `${file}.gz`).toBe(true);
    }
  });
});

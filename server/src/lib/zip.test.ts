import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { toCsv, zip } from './zip';

/** Reads entries back by walking the central directory, independently of the writer. */
function readZip(archive: Buffer): Record<string, string> {
  const end = archive.length - 22;
  expect(archive.readUInt32LE(end)).toBe(0x06054b50);
  const count = archive.readUInt16LE(end + 10);
  let pointer = archive.readUInt32LE(end + 16);
  const files: Record<string, string> = {};
  for (let index = 0; index < count; index++) {
    expect(archive.readUInt32LE(pointer)).toBe(0x02014b50);
    const size = archive.readUInt32LE(pointer + 20);
    const nameLength = archive.readUInt16LE(pointer + 28);
    const localOffset = archive.readUInt32LE(pointer + 42);
    const name = archive.subarray(pointer + 46, pointer + 46 + nameLength).toString('utf8');
    const dataStart = localOffset + 30 + archive.readUInt16LE(localOffset + 26) + archive.readUInt16LE(localOffset + 28);
    files[name] = inflateRawSync(archive.subarray(dataStart, dataStart + size)).toString('utf8');
    pointer += 46 + nameLength;
  }
  return files;
}

describe('zip', () => {
  it('writes entries that read back exactly', () => {
    const archive = zip([
      { name: 'a.csv', content: 'x,y\r\n1,2\r\n' },
      { name: 'b.json', content: '{"ü":"✓"}' },
    ]);
    expect(readZip(archive)).toEqual({ 'a.csv': 'x,y\r\n1,2\r\n', 'b.json': '{"ü":"✓"}' });
  });

  it('is accepted by the system unzip when one is installed', () => {
    let hasUnzip = true;
    try {
      execFileSync('unzip', ['-v'], { stdio: 'ignore' });
    } catch {
      hasUnzip = false;
    }
    if (!hasUnzip) return;
    const dir = mkdtempSync(path.join(os.tmpdir(), 'uh-zip-'));
    try {
      writeFileSync(path.join(dir, 'out.zip'), zip([{ name: 'hello.txt', content: 'hello' }]));
      execFileSync('unzip', ['-q', 'out.zip'], { cwd: dir });
      expect(readFileSync(path.join(dir, 'hello.txt'), 'utf8')).toBe('hello');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('toCsv', () => {
  it('quotes fields with commas, quotes or line breaks and leaves nulls empty', () => {
    expect(
      toCsv(
        [
          { a: 'plain', b: 'with, comma', c: null },
          { a: 'say "hi"', b: 'two\nlines', c: 3 },
        ],
        ['a', 'b', 'c'],
      ),
    ).toBe('a,b,c\r\nplain,"with, comma",\r\n"say ""hi""","two\nlines",3\r\n');
  });

  it('keeps text a spreadsheet would run as a formula as text, and numbers as numbers', () => {
    const rows = [
      { text: '=HYPERLINK("http://evil.example","x")' },
      { text: '+1+1' },
      { text: '-2+3' },
      { text: '@SUM(A1:A2)' },
      { text: '\tcmd' },
      { text: 'fine = ok' },
      { text: -4.5 },
    ];
    expect(toCsv(rows, ['text']).split('\r\n')).toEqual([
      'text',
      `"'=HYPERLINK(""http://evil.example"",""x"")"`,
      "'+1+1",
      "'-2+3",
      "'@SUM(A1:A2)",
      "'\tcmd",
      'fine = ok',
      '-4.5',
      '',
    ]);
    // A carriage return at the start is both neutralised and quoted.
    expect(toCsv([{ text: '\r=1' }], ['text'])).toBe(`text\r\n"'\r=1"\r\n`);
  });
});

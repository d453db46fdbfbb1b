import { describe, expect, it } from 'vitest';
import { CsvError, parseCsv, writeCsv } from './csv.logic';

describe('parseCsv', () => {
  it('reads plain rows with LF or CRLF line ends and no trailing empty row', () => {
    expect(parseCsv('a,b\n1,2\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(parseCsv('a,b\r\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('reads quoted fields holding commas, doubled quotes and line breaks', () => {
    expect(parseCsv('"Run, walk","She said ""go""","two\nlines"\n')).toEqual([['Run, walk', 'She said "go"', 'two\nlines']]);
  });

  it('keeps empty fields, including a quoted empty one and a last empty one', () => {
    expect(parseCsv('a,,""\nb,\n')).toEqual([
      ['a', '', ''],
      ['b', ''],
    ]);
  });

  it('ignores a byte-order mark', () => {
    expect(parseCsv('\uFEFFDate,Value\n')).toEqual([['Date', 'Value']]);
  });

  it('refuses a quoted field that never closes, naming the row', () => {
    expect(() => parseCsv('a\n"open,b\n')).toThrow(new CsvError(2, 'a quoted field is never closed'));
  });

  it('refuses text after a closing quote', () => {
    expect(() => parseCsv('"a"b\n')).toThrow(CsvError);
  });
});

describe('writeCsv', () => {
  it('quotes only the fields that need it, and reads back the same rows', () => {
    const rows = [
      ['Name', 'Description'],
      ['Run, walk', 'She said "go"'],
      ['Plain', 'two\nlines'],
    ];
    const text = writeCsv(rows);
    expect(text).toBe('Name,Description\r\n"Run, walk","She said ""go"""\r\nPlain,"two\nlines"\r\n');
    expect(parseCsv(text)).toEqual(rows);
  });
});

/**
 * RFC 4180 CSV, read and written as rows of text. Reading takes CRLF or LF line ends, fields quoted
 * with `"` (a doubled `""` inside is one quote, and a quoted field may span lines), and ignores a
 * byte-order mark and a last empty line; writing quotes a field only when it holds a comma, a quote
 * or a line break, and ends every row with CRLF.
 */

/** A file that is not CSV: a quoted field that never closes, or text right after a closing quote. */
export class CsvError extends Error {
  constructor(
    readonly row: number,
    message: string,
  ) {
    super(`row ${row}: ${message}`);
    this.name = 'CsvError';
  }
}

export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let afterQuote = false;
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const endRow = () => {
    row.push(field);
    rows.push(row);
    row = [];
    field = '';
    afterQuote = false;
  };
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    if (quoted) {
      if (char !== '"') field += char;
      else if (source[index + 1] === '"') {
        field += '"';
        index += 1;
      } else {
        quoted = false;
        afterQuote = true;
      }
    } else if (char === ',') {
      row.push(field);
      field = '';
      afterQuote = false;
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index += 1;
      endRow();
    } else if (afterQuote) {
      throw new CsvError(rows.length + 1, 'text after a closing quote; a quote inside a quoted field is written twice ("")');
    } else if (char === '"' && field === '') {
      quoted = true;
    } else {
      field += char;
    }
  }
  if (quoted) throw new CsvError(rows.length + 1, 'a quoted field is never closed');
  if (field !== '' || row.length > 0 || afterQuote) endRow();
  return rows;
}

const NEEDS_QUOTES = /[",\r\n]/;

export function csvField(value: string): string {
  return NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

export function writeCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}

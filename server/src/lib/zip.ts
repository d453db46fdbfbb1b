import { crc32, deflateRawSync } from 'node:zlib';

export type ZipEntry = { name: string; content: string | Buffer };

// A minimal ZIP (PKWARE APPNOTE 6.3) writer: deflated entries, no directories, no ZIP64, which
// is all an export of a few CSV files needs. Dates are fixed so equal data gives equal bytes.
const DOS_TIME = 0;
const DOS_DATE = (1 << 5) | 1; // 1980-01-01

export function zip(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = Buffer.isBuffer(entry.content) ? entry.content : Buffer.from(entry.content, 'utf8');
    const compressed = deflateRawSync(data);
    const checksum = crc32(data);

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt16LE(DOS_TIME, 10);
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(checksum, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    locals.push(local, name, compressed);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // made by
    central.writeUInt16LE(20, 6); // needed
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(DOS_TIME, 12);
    central.writeUInt16LE(DOS_DATE, 14);
    central.writeUInt32LE(checksum, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);

    offset += local.length + name.length + compressed.length;
  }
  const centralSize = centrals.reduce((size, part) => size + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

/**
 * Text a spreadsheet would run as a formula (OWASP "CSV injection"): a cell starting with =, +, -,
 * @, a tab or a carriage return. Such text gets a leading apostrophe, which spreadsheets show as
 * text; numbers (a negative temperature) are numbers and stay as they are.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** RFC 4180 CSV: a header from the first row's keys; fields quoted when they need it. */
export function toCsv(rows: readonly Record<string, unknown>[], columns: readonly string[]): string {
  const field = (value: unknown) => {
    const raw = value === null || value === undefined ? '' : String(value);
    const text = typeof value === 'string' && FORMULA_START.test(value) ? `'${raw}` : raw;
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return [columns.join(','), ...rows.map((row) => columns.map((column) => field(row[column])).join(','))].join('\r\n') + '\r\n';
}

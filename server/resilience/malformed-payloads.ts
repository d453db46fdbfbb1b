import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { crc32, createDeflateRaw } from 'node:zlib';

/*
 * Hostile files made piece by piece, so the test process never holds what the server is sent
 * unpacked: a ZIP whose export.xml is hundreds of megabytes is built by deflating it as it is
 * generated, and only the deflated bytes (a few hundred KB) are kept.
 */

export const MB = 1024 ** 2;

/** `count` pieces of about `size` bytes (whole repeats of `fill`), between a head and a tail. */
export function* pieces(head: string, fill: string, size: number, count: number, tail: string): Generator<Buffer> {
  yield Buffer.from(head);
  const piece = Buffer.from(fill.repeat(Math.max(1, Math.floor(size / fill.length))));
  for (let index = 0; index < count; index++) yield piece;
  yield Buffer.from(tail);
}

/**
 * A one-entry ZIP (deflated, PKWARE APPNOTE 6.3) of whatever `content` yields. `declaredSize`
 * writes a size other than the real one into both headers, as a forged file would.
 */
export async function streamedZip(name: string, content: Iterable<Buffer>, declaredSize?: number): Promise<Buffer> {
  const deflate = createDeflateRaw();
  const compressed: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => compressed.push(chunk));
  let checksum = 0;
  let size = 0;
  for (const piece of content) {
    checksum = crc32(piece, checksum);
    size += piece.length;
    if (!deflate.write(piece)) await once(deflate, 'drain');
  }
  deflate.end();
  await once(deflate, 'end');
  const data = Buffer.concat(compressed);
  const fileName = Buffer.from(name);
  const unpacked = declaredSize ?? size;

  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt16LE(33, 12); // 1980-01-01
  local.writeUInt32LE(checksum, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(unpacked, 22);
  local.writeUInt16LE(fileName.length, 26);

  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt16LE(33, 14);
  central.writeUInt32LE(checksum, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(unpacked, 24);
  central.writeUInt16LE(fileName.length, 28);

  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(local.length + fileName.length + data.length, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

/** A request body streamed from `content`, never gathered into one buffer. */
export function streamedBody(content: Iterable<Buffer>): ReadableStream<Uint8Array> {
  const iterator = content[Symbol.iterator]();
  return new ReadableStream({
    pull(controller) {
      const next = iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
  });
}

/** A process's resident memory in MB, from /proc. */
export function rssMb(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : 0;
}

/** The highest resident memory seen while `work` runs, sampled every 25 ms. */
export async function peakRssDuring<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; peakMb: number }> {
  let peakMb = rssMb(pid);
  const timer = setInterval(() => {
    peakMb = Math.max(peakMb, rssMb(pid));
  }, 25);
  try {
    const result = await work();
    return { result, peakMb: Math.max(peakMb, rssMb(pid)) };
  } finally {
    clearInterval(timer);
  }
}

const wavHeader = (fmtSize: number) => {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(fmtSize, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(16_000, 24);
  header.writeUInt32LE(32_000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(0, 40);
  return header;
};

/** WAV files whose chunks claim more than they hold, each as a device or a forger might send it. */
export const TRUNCATED_WAVS: [string, Buffer][] = [
  ['a fmt chunk cut after 4 bytes', wavHeader(16).subarray(0, 24)],
  ['a fmt chunk that claims 40 bytes in a 36-byte file', wavHeader(40).subarray(0, 36)],
  ['an extensible fmt chunk cut short', Buffer.concat([wavHeader(40).subarray(0, 20), Buffer.from([0xfe, 0xff, 1, 0])])],
  ['a fmt chunk that claims 4 GB', wavHeader(0xffffffff)],
  ['only the RIFF header', wavHeader(16).subarray(0, 12)],
  ['a data chunk before any fmt', Buffer.concat([Buffer.from('RIFF\0\0\0\0WAVEdata\x10\0\0\0', 'latin1'), Buffer.alloc(16)])],
];

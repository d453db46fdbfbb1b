import type http from 'node:http';
import type { FakeFailure } from './provider';

export function send(res: http.ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}) {
  if (body === undefined) return void res.writeHead(status, headers).end();
  res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
}

/** A form or JSON body as flat strings, the way the providers' token endpoints read them; `{}` when unreadable. */
export function parseBody(raw: string, contentType: string | undefined): Record<string, string> {
  if (raw === '') return {};
  if (contentType?.includes('application/json')) {
    try {
      return Object.fromEntries(Object.entries(JSON.parse(raw) as Record<string, unknown>).map(([key, value]) => [key, String(value)]));
    } catch {
      return {};
    }
  }
  return Object.fromEntries(new URLSearchParams(raw));
}

/** Page tokens are opaque to the app: an offset, encoded. */
export const encodePage = (offset: number) => Buffer.from(`page:${offset}`).toString('base64url');
/** The offset a page token stands for: 0 for none, null for one the fake never handed out. */
export const decodePage = (token: string | undefined) => {
  if (token === undefined || token === '') return 0;
  const match = /^page:(\d+)$/.exec(Buffer.from(token, 'base64url').toString());
  return match ? Number(match[1]) : null;
};

export const isDay = (text: string | undefined) =>
  !!text && /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`));

export const retryAfter = (failure: FakeFailure): Record<string, string> =>
  failure.retryAfterSeconds === undefined ? {} : { 'retry-after': String(failure.retryAfterSeconds) };

/** `{"data":[` and `bytes` of blanks: valid JSON if read to the end, and never more than one piece in memory. */
export function streamOversized(res: http.ServerResponse, bytes: number, onWritten: (count: number) => void) {
  const piece = Buffer.alloc(64 * 1024, 0x20);
  let written = 0;
  res.on('error', () => {});
  res.writeHead(200, { 'content-type': 'application/json' });
  res.write('{"data":[');
  const pump = () => {
    while (written < bytes && !res.destroyed) {
      written += piece.length;
      onWritten(piece.length);
      if (!res.write(piece)) return void res.once('drain', pump);
    }
    if (!res.destroyed) res.end('],"next_token":null}');
  };
  pump();
}

import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse-parser';

describe('createSseParser', () => {
  it('returns events once complete, across chunk boundaries', () => {
    const parser = createSseParser();
    expect(parser.push('event: token\ndata: {"te')).toEqual([]);
    expect(parser.push('xt":"Hi"}\n\nevent: done\r\ndata: {}\r\n\r\n')).toEqual([
      { event: 'token', data: '{"text":"Hi"}' },
      { event: 'done', data: '{}' },
    ]);
  });

  it('joins multi-line data, skips comments and defaults the event name', () => {
    const parser = createSseParser();
    expect(parser.push(': ping\n\ndata: one\ndata: two\n\n')).toEqual([{ event: 'message', data: 'one\ntwo' }]);
  });
});

import { describe, expect, it } from 'vitest';
import { readSseData } from './sse-reader';

const bodyOf = (...chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });

const collect = async (body: ReadableStream<Uint8Array>) => {
  const out: string[] = [];
  let chunks = 0;
  for await (const data of readSseData(body, () => (chunks += 1))) out.push(data);
  return { out, chunks };
};

describe('readSseData', () => {
  it('yields each event’s data across chunk boundaries, CRLF line ends and comments', async () => {
    const { out, chunks } = await collect(
      bodyOf(': keep-alive\r\n\r\ndata: {"a"', ':1}\r\n\r\nevent: x\ndata: line one\ndata: line two\n\n', 'data: [DONE]'),
    );
    expect(out).toEqual(['{"a":1}', 'line one\nline two', '[DONE]']);
    expect(chunks).toBe(3);
  });

  it('ignores blank events', async () => {
    expect((await collect(bodyOf('\n\n\n', 'data: x\n\n'))).out).toEqual(['x']);
  });
});

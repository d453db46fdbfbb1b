import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-error';
import { createImportThread, type ImportThread } from './account-import-thread';

/** Reading this many records in one step holds an event loop for hundreds of milliseconds. */
const RECORDS = 100_000;
/** Far above what reading through the thread costs the event loop, far below reading on it. */
const MAX_DELAY_MS = 100;

/** An export holding `count` 30-30-30 logs a minute apart, changed by `edit`, as the bytes of a request body. */
function exportBody(count: number, edit: (logs: Record<string, unknown>[]) => void = () => {}): Buffer {
  const now = Date.now();
  const logs: Record<string, unknown>[] = Array.from({ length: count }, (_, index) => ({
    timestamp: new Date(now - (index + 1) * 60_000).toISOString(),
    proteinGrams: 30,
    exerciseSeconds: 1800,
    timeAfterWakingMinutes: 20,
    completed: true,
  }));
  edit(logs);
  return Buffer.from(
    JSON.stringify({
      format: 'ultimate-human-export',
      version: 1,
      exportedAt: new Date(now).toISOString(),
      account: {
        username: 'someone',
        displayName: 'Someone',
        email: 'someone@example.com',
        timeZone: 'UTC',
        createdAt: new Date(now - 1e11).toISOString(),
        preferences: { weightUnit: 'kg', temperatureUnit: 'C', theme: 'dark' },
      },
      records: {
        thirtyThirtyThirtyLogs: logs,
        fastingLogs: [],
        coldExposureLogs: [],
        biometricLogs: [],
        dailyChecklists: [],
        chatMessages: [],
      },
    }),
  );
}

async function refusal(thread: ImportThread, body: Buffer, maxRecords = RECORDS) {
  const error = await thread.read(body, maxRecords).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(HttpError);
  const { statusCode, message } = error as HttpError;
  return { statusCode, message };
}

describe('import thread', () => {
  let thread: ImportThread;
  afterEach(() => thread.close());

  it('reads a large file off the event loop', { timeout: 60_000 }, async () => {
    thread = createImportThread();
    const body = exportBody(RECORDS);
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const data = await thread.read(body, RECORDS);
    // The monitor records a delay when its timer fires next: let it.
    await new Promise((resolve) => setTimeout(resolve, 30));
    delay.disable();

    expect(data.account.username).toBe('someone');
    expect(data.records.thirtyThirtyThirtyLogs).toHaveLength(RECORDS);
    expect(data.records.fastingLogs).toEqual([]);
    expect(delay.max / 1e6).toBeLessThan(MAX_DELAY_MS);
  });

  it('refuses as the route does: 400 naming the field, 413 past the cap', async () => {
    thread = createImportThread();
    expect(await refusal(thread, Buffer.from('{"format":'))).toEqual({ statusCode: 400, message: 'The request body is not valid JSON' });
    const wrong = await refusal(
      thread,
      exportBody(120, (logs) => {
        logs[1]!.proteinGrams = 'lots';
        logs[110]!.exerciseSeconds = -1;
      }),
    );
    expect(wrong.statusCode).toBe(400);
    // The first run of records that fails is the one reported.
    expect(wrong.message).toMatch(/^records\.thirtyThirtyThirtyLogs\.1\.proteinGrams: /);
    expect(wrong.message).not.toContain('.110.');
    expect(await refusal(thread, exportBody(4), 3)).toEqual({
      statusCode: 413,
      message:
        "This file holds 4 records; one import takes at most 3 (IMPORT_MAX_RECORDS). Nothing was imported: split the file or ask the server's operator to raise the cap.",
    });
    // The thread goes on reading after a refusal.
    expect((await thread.read(exportBody(2), 3)).records.thirtyThirtyThirtyLogs).toHaveLength(2);
  });
});

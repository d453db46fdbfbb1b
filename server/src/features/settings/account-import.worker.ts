/**
 * The thread that reads import files. Parsing and checking a maximum-size file is seconds of
 * uninterrupted work, so it runs here and the app's event loop stays free for everyone else.
 * Bundled on its own as dist/account-import-worker.mjs; started by account-import-thread.ts.
 */
import { EXPORT_RECORD_TYPES, type AccountExport } from '@uh/core/settings/export.schema';
import { parentPort } from 'node:worker_threads';
import { HttpError } from '../../lib/http-error';
import type { FromImportThread, ToImportThread } from './account-import-protocol';
import { checkAccountExport } from './account-import.reader';

/** Records per message: the main thread copies in one message at a time, a few milliseconds each. */
const RECORDS_PER_MESSAGE = 1_000;

const port = parentPort!;
const send = (message: FromImportThread) => port.postMessage(message);
/** What each file still has to send, one message per `more`. */
const replies = new Map<number, Iterator<FromImportThread>>();

function* answer(id: number, body: Uint8Array, maxRecords: number): Generator<FromImportThread> {
  let data: AccountExport;
  try {
    data = checkAccountExport(body, maxRecords);
  } catch (error) {
    if (error instanceof HttpError) yield { id, type: 'refused', statusCode: error.statusCode, message: error.message };
    else yield { id, type: 'failed', reason: error instanceof Error ? error.message : String(error) };
    return;
  }
  const { records, ...envelope } = data;
  for (const recordType of EXPORT_RECORD_TYPES) {
    const list = records[recordType];
    if (!list) continue;
    // An empty list is sent too: the file named the type.
    for (let start = 0; start === 0 || start < list.length; start += RECORDS_PER_MESSAGE) {
      yield { id, type: 'records', recordType, records: list.slice(start, start + RECORDS_PER_MESSAGE) };
    }
  }
  yield { id, type: 'read', envelope };
}

function sendNext(id: number) {
  const reply = replies.get(id);
  const next = reply?.next();
  if (!next || next.done) return;
  send(next.value);
  if (next.value.type !== 'records') replies.delete(id);
}

port.on('message', (message: ToImportThread) => {
  if (message.type === 'read') replies.set(message.id, answer(message.id, message.body, message.maxRecords));
  sendNext(message.id);
});

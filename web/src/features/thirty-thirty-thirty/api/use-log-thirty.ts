import type { ThirtyLog } from '@uh/core/thirty-thirty-thirty/thirty-thirty-thirty.schema';
import { finishedSession, useCreateLog } from '#lib/use-create-log';
import { THIRTY_LOGS } from './use-edit-thirty';

/** The body of POST /api/protocols/thirty without `completed`: grams, timer seconds, minutes. */
export type ThirtyLogInput = { userId: number; proteinAmount: number; exerciseDuration: number; timeAfterWaking: number | null };

/** Which queued writes are 30-30-30 sessions (the page shows them as waiting to sync). */
export const THIRTY_LOG_WRITE = 'thirty-log';

/**
 * POST /api/protocols/thirty with completed=true (the form only sends a finished morning).
 * Without a connection the session is kept on this device, with its time, and sent later.
 */
export const useLogThirty = () =>
  useCreateLog<ThirtyLogInput, ThirtyLog>({
    ...THIRTY_LOGS,
    write: { kind: THIRTY_LOG_WRITE, label: '30-30-30 session' },
    requestOf: finishedSession,
  });

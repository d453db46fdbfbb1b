import { meetsThirtyThirtyThirty, THIRTY_VALIDATION_MESSAGE } from '@uh/core/thirty-thirty-thirty/thirty-thirty-thirty.logic';
import type { ThirtyLogCreate, ThirtyLogPatch } from '@uh/core/thirty-thirty-thirty/thirty-thirty-thirty.schema';
import { badRequest } from '../../lib/http-error';
import { completionAnnouncements, timedLogService } from '../../lib/timed-log-service';
import { thirtyCountsOn, thirtyStorage, toThirtyLog, type ThirtyRow } from './thirty-thirty-thirty.storage';

/** `completed` defaults to what the 30-30-30 rule says of the numbers. */
const newColumns = (input: ThirtyLogCreate) => ({
  proteinGrams: input.proteinAmount,
  exerciseSeconds: input.exerciseDuration,
  timeAfterWakingMinutes: input.timeAfterWaking ?? null,
  completed: input.completed ?? meetsThirtyThirtyThirty(input),
});

/**
 * Corrects a session, or (with `{completed: true}` alone) marks it completed (docs/product.md §4).
 * Completion follows the rule on the corrected numbers.
 */
function changedColumns(row: ThirtyRow, patch: ThirtyLogPatch) {
  const proteinAmount = patch.proteinAmount ?? row.proteinGrams;
  const exerciseDuration = patch.exerciseDuration ?? row.exerciseSeconds;
  const meetsRule = meetsThirtyThirtyThirty({ proteinAmount, exerciseDuration });
  if (patch.completed && !meetsRule) throw badRequest(`completed: ${THIRTY_VALIDATION_MESSAGE}`);
  return {
    proteinGrams: proteinAmount,
    exerciseSeconds: exerciseDuration,
    timeAfterWakingMinutes: patch.timeAfterWaking === undefined ? row.timeAfterWakingMinutes : patch.timeAfterWaking,
    completed: meetsRule,
  };
}

/** 30-30-30 sessions: a completed session ticks its day's morning items. */
export const thirtyLogService = timedLogService({
  storage: thirtyStorage,
  logKind: 'thirtyThirtyThirty',
  notFound: '30-30-30 log not found',
  toLog: toThirtyLog,
  newColumns,
  changedColumns,
  announce: completionAnnouncements('thirtyThirtyThirty', thirtyCountsOn),
});

import { filledBudget, spendSpeechSeconds, type SpeechBudget } from '@uh/core/voice-journal/speech-budget.logic';
import { tooManyRequests } from '../../lib/http-error';

/** Each person's share of the speech engine on this server (one engine per process, so kept in memory). */
export type SpeechAllowance = {
  /**
   * Takes a recording of `seconds` from the person's allowance, or answers 429 with Retry-After:
   * while one of their recordings is still being read, or once they have used their seconds for
   * now. Call the returned function when the engine is done with it.
   */
  take: (userId: number, seconds: number) => () => void;
};

export const ONE_AT_A_TIME = 'Your previous recording is still being transcribed. Wait for it to finish, then send this one.';
export const OVER_BUDGET = (perMinute: number) =>
  `You have sent more audio than the speech engine reads for one person (${perMinute} seconds a minute). Please wait a moment and try again, or type what you said.`;

/** The answer while a recording is being read: a note takes the engine a few seconds. */
const WHILE_READING_RETRY_SECONDS = 5;
/** Past this many people remembered, those whose allowance is whole again are forgotten. */
const PRUNE_ABOVE = 1000;

export function createSpeechAllowance(secondsPerMinute: number, now: () => number = Date.now): SpeechAllowance {
  const budgets = new Map<number, SpeechBudget>();
  const reading = new Set<number>();
  const forgetWhole = () => {
    for (const [userId, budget] of budgets) {
      if (!reading.has(userId) && filledBudget(budget, secondsPerMinute, now()).seconds >= secondsPerMinute) budgets.delete(userId);
    }
  };
  return {
    take(userId, seconds) {
      if (budgets.size > PRUNE_ABOVE) forgetWhole();
      if (reading.has(userId)) throw tooManyRequests(ONE_AT_A_TIME, WHILE_READING_RETRY_SECONDS);
      const spend = spendSpeechSeconds(budgets.get(userId), seconds, secondsPerMinute, now());
      if (!spend.ok) throw tooManyRequests(OVER_BUDGET(secondsPerMinute), spend.retryAfterSeconds);
      budgets.set(userId, spend.budget);
      reading.add(userId);
      return () => {
        reading.delete(userId);
      };
    },
  };
}

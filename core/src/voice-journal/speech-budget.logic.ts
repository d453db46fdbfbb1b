/**
 * Each person's share of the speech engine, in seconds of audio: a bucket that holds `perMinute`
 * seconds and fills again at that rate. A recording is taken while the bucket is above zero and
 * may take it below (a five-minute note is never refused outright); the next then waits until the
 * bucket is above zero again. So one account sending long recordings gets its share and no more,
 * and everyone else's notes keep being read.
 */
export type SpeechBudget = { seconds: number; at: number };

export type SpeechSpend = { ok: true; budget: SpeechBudget } | { ok: false; retryAfterSeconds: number };

/** The bucket at `now`, filled for the time since it was last used, never above `perMinute`. */
export function filledBudget(budget: SpeechBudget | undefined, perMinute: number, now: number): SpeechBudget {
  if (!budget) return { seconds: perMinute, at: now };
  const refill = (Math.max(0, now - budget.at) / 60_000) * perMinute;
  return { seconds: Math.min(perMinute, budget.seconds + refill), at: now };
}

/** Takes a recording of `seconds` from the bucket, or says how long until it may be sent. */
export function spendSpeechSeconds(budget: SpeechBudget | undefined, seconds: number, perMinute: number, now: number): SpeechSpend {
  const filled = filledBudget(budget, perMinute, now);
  if (filled.seconds <= 0) {
    // The time for the bucket to climb back above zero, at perMinute seconds a minute.
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((-filled.seconds / perMinute) * 60 + 0.001)) };
  }
  return { ok: true, budget: { seconds: filled.seconds - seconds, at: now } };
}

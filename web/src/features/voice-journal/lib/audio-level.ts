/** Quietest level the meter shows above zero, in dBFS; room noise sits below it. */
const FLOOR_DB = -60;

/**
 * How loud a block of samples is, from 0 (silence) to 100 (full scale), on a decibel scale so
 * speech at a normal distance fills about half the bar rather than a sliver.
 */
export function levelPercent(samples: ArrayLike<number>): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (let index = 0; index < samples.length; index++) sum += samples[index]! * samples[index]!;
  const rms = Math.sqrt(sum / samples.length);
  if (rms <= 0) return 0;
  const db = 20 * Math.log10(rms);
  return Math.round(Math.min(100, Math.max(0, ((db - FLOOR_DB) / -FLOOR_DB) * 100)));
}

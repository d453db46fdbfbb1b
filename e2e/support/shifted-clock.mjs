// Preloaded with `node --import` into a browser-test instance of the built server, never into the
// app itself: it moves the process's JavaScript clock by an offset, so a test can live through an
// experiment's weeks in seconds without the product carrying any hook for it. Production code reads
// the time as it always does (`new Date()`, `Date.now()`); only this test-only preload changes what
// that answers. PostgreSQL's own now() is not moved (see e2e/support/clock-helpers.ts).
//
// The offset, in milliseconds, is the content of the file named by SHIFTED_CLOCK_FILE. It is read
// again at most every 100 ms of real time, so a test moves the clock by rewriting the file.
import { readFileSync } from 'node:fs';

const RealDate = globalThis.Date;
const offsetFile = process.env.SHIFTED_CLOCK_FILE;
if (!offsetFile) throw new Error('shifted-clock.mjs needs SHIFTED_CLOCK_FILE: the file that holds the offset in ms');

const REREAD_MS = 100;
let offsetMs = 0;
let readAt = Number.NEGATIVE_INFINITY;

function currentOffset() {
  const real = RealDate.now();
  if (real - readAt < REREAD_MS) return offsetMs;
  readAt = real;
  try {
    const read = Number(readFileSync(offsetFile, 'utf8').trim());
    // A file caught half-written keeps the last offset rather than jumping back to the real time.
    if (Number.isFinite(read)) offsetMs = read;
  } catch {
    // Missing for a moment while it is replaced: the last offset stands.
  }
  return offsetMs;
}

const shiftedNow = () => RealDate.now() + currentOffset();

/**
 * Date itself behind a proxy: `new Date()` and `Date.now()` answer the shifted time, `Date()`
 * called as a function its string, and everything else (`new Date(value)`, `Date.parse`,
 * `Date.UTC`, the prototype, so `instanceof Date` and dates made before this ran) is the real Date's.
 */
globalThis.Date = new Proxy(RealDate, {
  construct(target, args, newTarget) {
    return Reflect.construct(target, args.length === 0 ? [shiftedNow()] : args, newTarget);
  },
  apply() {
    return new RealDate(shiftedNow()).toString();
  },
  get(target, property, receiver) {
    if (property === 'now') return shiftedNow;
    return Reflect.get(target, property, receiver);
  },
});

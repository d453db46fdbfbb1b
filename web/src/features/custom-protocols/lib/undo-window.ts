import { PROTOCOL_UNDO_SECONDS } from '@uh/core/custom-protocols/custom-protocols.limits';

/** How long a delete's Undo stays on screen: until the server's `undoUntil`, never past its 30 seconds. */
export function undoToastMs(undoUntil: string, now: number): number {
  const longest = PROTOCOL_UNDO_SECONDS * 1000;
  const left = Date.parse(undoUntil) - now;
  return Number.isFinite(left) ? Math.min(Math.max(left, 0), longest) : longest;
}

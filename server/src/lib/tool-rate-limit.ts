import { WRITE_TOOL_CALLS_PER_MINUTE, type WriteToolName } from '@uh/core/coach-tools/tool-registry';
import type { RateLimiter } from './rate-limit';

const MINUTE_MS = 60_000;

/**
 * Counts one call of a write tool for a person, whichever door it came through (MCP, the coach's
 * model), and answers why it is refused past WRITE_TOOL_CALLS_PER_MINUTE, or null: a runaway client
 * or model cannot fill someone's drafts, or their logs, faster than a person could read them.
 */
export async function toolCallRefusal(limiter: RateLimiter, userId: number, name: WriteToolName): Promise<string | null> {
  const { count, retryAfterSeconds } = await limiter.hit(`tool:${name}:${userId}`, MINUTE_MS);
  if (count <= WRITE_TOOL_CALLS_PER_MINUTE) return null;
  return `Too many ${name} calls: at most ${WRITE_TOOL_CALLS_PER_MINUTE} a minute; try again in ${Math.ceil(retryAfterSeconds)} s`;
}

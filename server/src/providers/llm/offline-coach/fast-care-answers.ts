import { formatDuration } from '@uh/core/chat/chat-context.logic';
import type { CoachGrounding } from '@uh/core/chat/chat-grounding.logic';
import type { Ask } from './ask';
import { KNOWLEDGE } from './knowledge-base';
import { bullets, paragraphs } from './text';

/** From 48 hours a fast counts as multi-day: returning to food then needs care (refeeding). */
const MULTI_DAY_HOURS = 48;
const LONG_HOURS = 24;

/** The length of the fast the question is about: said in it ("a 16 hour fast", "3 days"), or the one running now. */
function fastHoursOf(text: string, grounding: CoachGrounding): number | null {
  const said = /\b(\d+(?:\.\d+)?)[\s-]*(h|hrs?|hours?|d|days?)\b/i.exec(text);
  if (said) return Number(said[1]) * (said[2]!.toLowerCase().startsWith('d') ? 24 : 1);
  if (/\b(multi[\s-]?day|several days|extended|prolonged|long|water fast|refeed(ing)?)\b/i.test(text)) return MULTI_DAY_HOURS;
  const active = grounding.fasting.active;
  return active ? active.elapsedSeconds / 3600 : null;
}

/** "How should I break a 16 hour fast?", "What should I eat after a 3 day fast?". */
export function breakingFastAnswer(grounding: CoachGrounding, { text }: Ask): string {
  const hours = fastHoursOf(text, grounding);
  const { breakingFast } = KNOWLEDGE;
  const active = grounding.fasting.active;
  const running = active ? `Your fast is ${formatDuration(active.elapsedSeconds)} in; end it on the Fasting page when you eat.` : null;
  if (hours !== null && hours >= MULTI_DAY_HOURS) {
    return paragraphs(`Breaking a fast of several days: ${breakingFast.refeeding[0]}`, bullets(breakingFast.refeeding.slice(1)), running);
  }
  return paragraphs(
    hours === null ? 'Breaking a fast:' : `Breaking a ${Math.round(hours)}-hour fast:`,
    bullets(breakingFast.short),
    hours !== null && hours >= LONG_HOURS ? breakingFast.long : null,
    running,
  );
}

/** "Do I need electrolytes when fasting?" */
export function electrolytesAnswer(grounding: CoachGrounding): string {
  const active = grounding.fasting.active;
  const status = active
    ? active.elapsedSeconds >= LONG_HOURS * 3600
      ? `You are ${formatDuration(active.elapsedSeconds)} into your fast, past the point where electrolytes matter.`
      : `You are ${formatDuration(active.elapsedSeconds)} into your fast: water is enough until about 24 hours.`
    : null;
  return paragraphs(status, bullets(KNOWLEDGE.electrolytes.basics), KNOWLEDGE.electrolytes.caution);
}

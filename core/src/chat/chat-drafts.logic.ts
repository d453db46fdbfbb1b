import { toCelsius } from '../common/units.logic';
import { extractEntries, type ExtractionOptions } from '../voice-journal/extract-entries.logic';
import { logPlanOf } from '../voice-journal/journal-logs.logic';
import type { ToolPlan } from '../coach-tools/tool-plan.schema';
import { draftCardText } from './chat-draft-words.logic';
import { FACTOR_TOPICS, type RiskFactor, type RiskTopic } from './chat-risk-factors.logic';

/**
 * What the coach offers to log when a person tells it what they did ("log a 3 minute plunge at
 * 4 °C", "end my fast"): drafts, nothing stored until the person confirms one. The offline coach
 * reads them with the voice journal's extractor, so a sentence drafts in the chat exactly what it
 * would log when spoken into the journal.
 */
export type ChatDraft = { plan: ToolPlan; summary: string };

/** A question asks for advice, even when it names an amount: "should I plunge for 3 minutes?". */
const QUESTION_START =
  /^(?:how|what|why|when|where|which|who|should|shall|can|could|would|will|is|are|am|do|does|was|were|may|might|tell me|explain)\b/i;

export function isQuestion(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.endsWith('?') || QUESTION_START.test(trimmed);
}

/** Said of what one means to do, not of what was done: "I want to try a 24 hour fast". */
const INTENTION =
  /\b(?:want|wants|wanted|wanna|plan|plans|planning|going to|gonna|thinking|would like|'d like|hope|hoping|try|trying|tomorrow|tonight|next|later|should)\b/i;
/** Asked in so many words: "log", "record", "add", "track", "note". */
const LOG_VERB = /\b(?:log|record|add|track|note|save)\b/i;

/** Whether a message asks for something to be logged, rather than for advice about doing it. */
export function asksToLog(text: string): boolean {
  if (isQuestion(text)) return false;
  return LOG_VERB.test(text) || !INTENTION.test(text);
}

/** The logs a message asks for, in the order said; none for a question, a plan or a message that logs nothing. */
export function draftsFromMessage(text: string, options: ExtractionOptions): ChatDraft[] {
  if (!asksToLog(text)) return [];
  return extractEntries(text, options).flatMap((entry) => {
    const planned = logPlanOf(entry, options.now);
    return planned.ok && planned.plan ? [{ plan: planned.plan, summary: draftCardText(planned.plan, options) }] : [];
  });
}

/** The longest fast and the coldest session drafted for someone whose conversation names a condition they affect. */
export const SCREENED_FAST_MAX_HOURS = 24;
export const SCREENED_COLD_MIN_C = 10;

const affects = (mentioned: readonly RiskFactor[], topic: RiskTopic) => mentioned.some((factor) => FACTOR_TOPICS[factor].includes(topic));

/**
 * Why a draft is not offered to this person, or null: the conversation's risk screen holds drafts
 * to the limits its cautions give (no fast past 24 h, no session below 10 °C) whatever was asked.
 */
export function draftRefusal(plan: ToolPlan, mentioned: readonly RiskFactor[]): string | null {
  if (plan.kind === 'fastStart' && plan.targetHours > SCREENED_FAST_MAX_HOURS && affects(mentioned, 'fasting')) {
    return `I won't draft a fast longer than ${SCREENED_FAST_MAX_HOURS} hours with the condition you mentioned: please talk to your doctor first.`;
  }
  if (
    plan.kind === 'coldExposure' &&
    toCelsius(plan.log.temperature, plan.log.temperatureUnit) < SCREENED_COLD_MIN_C &&
    affects(mentioned, 'cold')
  ) {
    return `I won't draft a cold session below ${SCREENED_COLD_MIN_C} °C with the condition you mentioned: please talk to your doctor first.`;
  }
  return null;
}

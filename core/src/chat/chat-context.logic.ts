import { hydrationOunces } from '../checklist/checklist.logic';
import { CHAT_CONTEXT_MESSAGES, DEFAULT_SYSTEM_PROMPT, type ChatMessage } from './chat.schema';
import { GROUNDING_DAYS, type CoachGrounding } from './chat-grounding.logic';

/** "14 h 5 min", "45 min", "0 min". */
export function formatDuration(totalSeconds: number): string {
  const minutes = Math.max(0, Math.floor(totalSeconds / 60));
  const hours = Math.floor(minutes / 60);
  if (hours === 0) return `${minutes} min`;
  return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
const streakText = (days: number) => (days > 0 ? `; current streak ${plural(days, 'day')}` : '');

function thirtyLine({ thirty }: CoachGrounding): string {
  const today = thirty.completedToday
    ? 'completed today'
    : thirty.today
      ? `today logged ${thirty.today.proteinGrams} g protein and ${thirty.today.exerciseMinutes} min exercise (not complete yet)`
      : 'not logged today';
  return `30-30-30 morning routine: completed on ${thirty.completedDays} of the last ${GROUNDING_DAYS} days; ${today}${streakText(thirty.streak)}.`;
}

function fastingLine({ fasting }: CoachGrounding): string {
  const { active } = fasting;
  const now = active
    ? `active ${active.label} fast, ${formatDuration(active.elapsedSeconds)} elapsed of ${active.targetHours} h (stage: ${active.stageName})`
    : 'no active fast';
  const history = `${plural(fasting.completed, 'fast')} completed and ${fasting.endedEarly} ended early in the last ${GROUNDING_DAYS} days`;
  const longest = fasting.longestHours === null ? '' : `; longest ${fasting.longestHours} h`;
  return `Fasting: ${now}; ${history}${longest}${streakText(fasting.streak)}.`;
}

function coldLine({ cold }: CoachGrounding): string {
  if (cold.sessions === 0 && cold.weekSeconds === 0) return `Cold exposure: no sessions in the last ${GROUNDING_DAYS} days.`;
  const last = cold.last
    ? `; last session ${cold.last.method}, ${formatDuration(cold.last.seconds)} at ${cold.last.temperature} °${cold.last.unit}`
    : '';
  return `Cold exposure: ${plural(cold.sessions, 'session')}, ${formatDuration(cold.seconds)} in the last ${GROUNDING_DAYS} days; ${formatDuration(cold.weekSeconds)} this week (since Sunday)${last}.`;
}

function biometricsLine({ biometrics }: CoachGrounding): string {
  if (!biometrics) return 'Biometrics: nothing logged in the last 30 days.';
  const parts = [
    biometrics.weightLbs === null
      ? null
      : `weight ${biometrics.weightLbs} lbs (hydration target about ${hydrationOunces(biometrics.weightLbs)} oz of water a day)`,
    biometrics.bloodPressure ? `blood pressure ${biometrics.bloodPressure.systolic}/${biometrics.bloodPressure.diastolic}` : null,
    biometrics.heartRate === null ? null : `resting heart rate ${biometrics.heartRate} bpm`,
    biometrics.sleepHours === null ? null : `last night's sleep ${biometrics.sleepHours} h`,
    biometrics.averageSleepHours === null ? null : `7-day sleep average ${biometrics.averageSleepHours} h`,
  ].filter((part): part is string => part !== null);
  return `Latest biometrics (logged ${biometrics.lastLoggedOn}): ${parts.join(', ') || 'no values'}.`;
}

function checklistLine({ checklist }: CoachGrounding): string {
  if (checklist.daysTracked === 0) return `Daily checklist: not used in the last ${GROUNDING_DAYS} days.`;
  const today = checklist.todayPercent === null ? 'not started today' : `${checklist.todayPercent}% today`;
  return `Daily checklist: ${today}; ${checklist.averagePercent}% on average over the last ${GROUNDING_DAYS} days.`;
}

/**
 * The compact summary of the person's last 7 days that grounds every answer (the completion's
 * `conversationContext`). It never names the person: no username, e-mail or id.
 */
export function buildContextSummary(grounding: CoachGrounding): string {
  return [
    `The person's own logs from this app (today is ${grounding.weekday} ${grounding.today}, local time ${grounding.localTime}):`,
    `- ${thirtyLine(grounding)}`,
    `- ${fastingLine(grounding)}`,
    `- ${coldLine(grounding)}`,
    `- ${biometricsLine(grounding)}`,
    `- ${checklistLine(grounding)}`,
    `- Overall: ${grounding.streak > 0 ? `${plural(grounding.streak, 'day')} in a row with at least one protocol completed` : 'no current streak'}.`,
  ].join('\n');
}

/** How the coach should behave, after the spec's default prompt. */
export const COACH_GUIDANCE = [
  "You coach people who use this app's wellness protocols: the 30-30-30 morning routine (30 g of protein within 30 minutes of waking, then 30 minutes of low-intensity exercise),",
  'intermittent fasting (12 to 86 hour protocols), cold exposure (2 to 5 minutes), sleep, hydration and biometrics.',
  'Answer briefly and practically, encourage without exaggerating, and use the data below when it helps.',
  'You are not a doctor: do not diagnose or prescribe; suggest a health professional for medical questions, and emergency services for emergencies.',
].join(' ');

/** The system prompt: the spec's default, the coaching guidance and the person's data summary. */
export function buildSystemPrompt(summary: string, base: string = DEFAULT_SYSTEM_PROMPT): string {
  return `${base}\n\n${COACH_GUIDANCE}\n\n${summary}`;
}

/**
 * Spec §7: the last 10 messages, with a system prompt first. A system message the client sent is
 * kept (and carries the summary too); otherwise the default prompt is prepended.
 */
export function completionWindow(messages: readonly ChatMessage[], summary: string): ChatMessage[] {
  const clientSystem = messages.find((message) => message.role === 'system');
  const conversation = messages.filter((message) => message.role !== 'system').slice(-CHAT_CONTEXT_MESSAGES);
  const system = buildSystemPrompt(summary, clientSystem?.content ?? DEFAULT_SYSTEM_PROMPT);
  return [{ role: 'system', content: system }, ...conversation];
}

import { CHAT_CONTEXT_MESSAGES, DEFAULT_SYSTEM_PROMPT, type ChatMessage } from './chat.schema';
import { BIOMETRIC_DAYS, SLEEP_DAYS, type MetricTrend } from './chat-grounding-biometrics.logic';
import { GROUNDING_DAYS, type CoachGrounding } from './chat-grounding.logic';
import { listOf, RISK_REASONS, type RiskFactor } from './chat-risk-factors.logic';

/** "14 h 5 min", "45 min", "0 min". */
export function formatDuration(totalSeconds: number): string {
  const minutes = Math.max(0, Math.floor(totalSeconds / 60));
  const hours = Math.floor(minutes / 60);
  if (hours === 0) return `${minutes} min`;
  return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
}

export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
const streakText = (days: number) => (days > 0 ? `; current streak ${plural(days, 'day')}` : '');

function thirtyLine({ thirty }: CoachGrounding): string {
  const today = thirty.completedToday
    ? 'completed today'
    : thirty.today
      ? `today logged ${thirty.today.proteinGrams} g protein and ${thirty.today.exerciseMinutes} min exercise (not complete yet)`
      : 'not logged today';
  return `30-30-30 morning routine: completed on ${thirty.completedDays} of the last ${GROUNDING_DAYS} days; ${today}${streakText(thirty.streak)}.`;
}

/** Past 24 h the stage is left out when a condition rules out extended-fast coaching. */
const LONG_FAST_HOURS = 24;

function fastingLine({ fasting }: CoachGrounding, isAtRisk: boolean): string {
  const { active } = fasting;
  const stage = active && (!isAtRisk || active.elapsedSeconds < LONG_FAST_HOURS * 3600) ? ` (stage: ${active.stageName})` : '';
  const now = active
    ? `active ${active.label} fast, ${formatDuration(active.elapsedSeconds)} elapsed of ${active.targetHours} h${stage}`
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
  return `Cold exposure: ${plural(cold.sessions, 'session')}, ${formatDuration(cold.seconds)} in the last ${GROUNDING_DAYS} days; ${formatDuration(cold.weekSeconds)} this week (since Monday)${last}.`;
}

const signed = (value: number) => (value > 0 ? `up ${value}` : value < 0 ? `down ${-value}` : 'no change');

/** "80.6 kg on 2025-03-11, from 82.1 kg on 2025-02-14 (down 1.5 kg, 6 readings)". */
function trendText(trend: MetricTrend, unit: string): string {
  if (trend.readings === 1) return `${trend.latest.value} ${unit} on ${trend.latest.day} (1 reading)`;
  const change = trend.change === 0 ? 'no change' : `${signed(trend.change)} ${unit}`;
  return `${trend.latest.value} ${unit} on ${trend.latest.day}, from ${trend.first.value} ${unit} on ${trend.first.day} (${change}, ${trend.readings} readings, average ${trend.average} ${unit})`;
}

function biometricsLine({ biometrics, units }: CoachGrounding): string {
  if (!biometrics) return `Biometrics: nothing logged in the last ${BIOMETRIC_DAYS} days.`;
  const { weight, heartRate, bloodPressure, sleep, hydration } = biometrics;
  const parts = [
    weight ? `weight ${trendText(weight, units.weight)}` : null,
    heartRate ? `resting heart rate ${trendText(heartRate, 'bpm')}` : null,
    bloodPressure
      ? `blood pressure ${bloodPressure.systolic}/${bloodPressure.diastolic} on ${bloodPressure.day} (latest of ${plural(bloodPressure.readings, 'reading')})`
      : null,
    sleep.latest ? `last sleep logged ${sleep.latest.hours} h on ${sleep.latest.day}` : null,
    sleep.averageHours === null
      ? null
      : `sleep ${sleep.averageHours} h average from ${plural(sleep.readings, 'reading')} over the last ${SLEEP_DAYS} days`,
    hydration
      ? `hydration target about ${units.weight === 'kg' ? `${hydration.litres} L (${hydration.ounces} oz)` : `${hydration.ounces} oz (${hydration.litres} L)`} of water a day`
      : null,
  ].filter((part): part is string => part !== null);
  return `Biometrics over the last ${BIOMETRIC_DAYS} days (last logged ${biometrics.lastLoggedOn}): ${parts.join('; ') || 'no values'}.`;
}

function checklistLine({ checklist }: CoachGrounding): string {
  if (checklist.daysTracked === 0) return `Daily checklist: not used in the last ${GROUNDING_DAYS} days.`;
  const today = checklist.todayPercent === null ? 'not started today' : `${checklist.todayPercent}% today`;
  return `Daily checklist: ${today}; ${checklist.averagePercent}% on average over the last ${GROUNDING_DAYS} days.`;
}

const JOURNAL_TYPE_NAMES: Record<CoachGrounding['journal']['byType'][number]['type'], string> = {
  meal: 'meal',
  exercise: 'exercise',
  biometric: 'biometrics',
  water: 'water',
  supplement: 'supplements',
  cold_exposure: 'cold exposure',
  fasting: 'fasting',
  note: 'note',
};

function journalLine({ journal }: CoachGrounding): string {
  if (journal.entries === 0) return `Journal: no entries in the last ${GROUNDING_DAYS} days.`;
  const types = journal.byType.map(({ type, count }) => `${JOURNAL_TYPE_NAMES[type]} ${count}`).join(', ');
  const latest = journal.latest.map((entry) => `${entry.day} "${entry.summary}"`).join('; ');
  return `Journal: ${plural(journal.entries, 'entry', 'entries')} in the last ${GROUNDING_DAYS} days (${types}); latest: ${latest}.`;
}

/** The person's own protocols, one line each after a header; nothing when they have none. */
function ownProtocolsLines({ ownProtocols }: CoachGrounding): string[] {
  if (ownProtocols.lines.length === 0) return [];
  return [
    `- Protocols they set up themselves (each day of the last ${GROUNDING_DAYS}, oldest first; "not logged" means nothing was recorded, which is not a miss; skipped and paused days do not break a streak):`,
    ...ownProtocols.lines.map((line) => `  - ${line.endsWith('…') ? line : `${line}.`}`),
    ...(ownProtocols.notShown > 0 ? [`  - ${plural(ownProtocols.notShown, 'more protocol')} not shown.`] : []),
  ];
}

/**
 * The compact summary of the person's last 7 days (30 for biometrics) that grounds every answer
 * (the completion's `conversationContext`), in their own units. It never names the person: no
 * username, e-mail or id. `isAtRisk`: a condition they mentioned rules out extended-fast coaching.
 */
export function buildContextSummary(grounding: CoachGrounding, isAtRisk = false): string {
  const { weight, temperature } = grounding.units;
  return [
    `The person's own logs from this app (today is ${grounding.weekday} ${grounding.today}, local time ${grounding.localTime}; they use ${weight} and °${temperature}, so answer in those units):`,
    `- ${thirtyLine(grounding)}`,
    `- ${fastingLine(grounding, isAtRisk)}`,
    `- ${coldLine(grounding)}`,
    `- ${biometricsLine(grounding)}`,
    `- ${journalLine(grounding)}`,
    `- ${checklistLine(grounding)}`,
    ...ownProtocolsLines(grounding),
    `- Overall: ${grounding.streak > 0 ? `${plural(grounding.streak, 'day')} in a row with at least one protocol completed` : 'no current streak'}.`,
  ].join('\n');
}

/** How the coach should behave, after docs/product.md's default prompt. */
export const COACH_GUIDANCE = [
  "You coach people who use this app's wellness protocols: the 30-30-30 morning routine (30 g of protein within 30 minutes of waking, then 30 minutes of low-intensity exercise),",
  'intermittent fasting (12 to 86 hour protocols), cold exposure (2 to 5 minutes), sleep, hydration and biometrics.',
  'Answer briefly and practically, encourage without exaggerating, and use the data below when it helps.',
  'Give every weight and temperature in the units named in the data below; when you quote a figure, say how many readings it rests on and over which days, and when asked about a trend, give the first and latest readings and the change.',
  '"This week" means since Monday.',
  'You are not a doctor: do not diagnose or prescribe; suggest a health professional for medical questions, and emergency services for emergencies.',
].join(' ');

/** The risk screen, always in the prompt, for whatever the app's own check does not catch. */
export const RISK_SCREEN_GUIDANCE = [
  'Safety screen, before any fasting or cold-exposure advice: check everything the person has said in this conversation, including indirect wording and misspellings,',
  'for diabetes (especially insulin or sulfonylureas), pregnancy or breastfeeding, an eating disorder now or in the past (anorexia, bulimia, binge eating, ARFID, restricting or starving themselves), being under 18, being underweight,',
  "a heart condition or Raynaud's (for cold exposure), kidney disease, or medication that must be taken with food.",
  'If any applies, begin your reply with a kind, clear caution that names the reason and tells them to talk to their doctor first.',
  'Then give no extended-fast coaching: never describe fasting stages beyond 24 hours, and give no electrolyte or supplement plans for multi-day fasts.',
  'For an eating disorder, give no fasting, calorie or weight-loss tips at all: offer support and where to find help (in the US the ANAD helpline 1-888-375-7767, in the UK Beat 0808 801 0677, elsewhere findahelpline.com).',
  "For a heart condition, Raynaud's or pregnancy, put the caution before any cold-exposure advice.",
].join(' ');

/** What the screen found earlier in the conversation, for a reply it did not answer itself. */
export function riskNote(mentioned: readonly RiskFactor[]): string | null {
  if (mentioned.length === 0) return null;
  return [
    `Earlier in this conversation the person mentioned ${listOf(mentioned.map((factor) => RISK_REASONS[factor]))}: the safety screen applies to every fasting or cold-exposure question in this conversation.`,
    'Answer any other question on its own terms, with at most a one-line reminder of the caution.',
  ].join(' ');
}

/** The system prompt: docs/product.md's default, the coaching guidance, the risk screen and the person's data summary. */
export function buildSystemPrompt(summary: string, base: string = DEFAULT_SYSTEM_PROMPT, mentioned: readonly RiskFactor[] = []): string {
  const note = riskNote(mentioned);
  return [base, COACH_GUIDANCE, RISK_SCREEN_GUIDANCE, ...(note ? [note] : []), summary].join('\n\n');
}

/**
 * docs/product.md §7: the last 10 messages, with a system prompt first. A system message the client sent is
 * kept (and carries the guidance and the summary too); otherwise the default prompt is prepended.
 */
export function completionWindow(messages: readonly ChatMessage[], summary: string, mentioned: readonly RiskFactor[] = []): ChatMessage[] {
  const clientSystem = messages.find((message) => message.role === 'system');
  const conversation = messages.filter((message) => message.role !== 'system').slice(-CHAT_CONTEXT_MESSAGES);
  const system = buildSystemPrompt(summary, clientSystem?.content ?? DEFAULT_SYSTEM_PROMPT, mentioned);
  return [{ role: 'system', content: system }, ...conversation];
}

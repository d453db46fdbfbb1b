import { formatDuration } from '@uh/core/chat/chat-context.logic';
import type { CoachGrounding } from '@uh/core/chat/chat-grounding.logic';
import { WEEKLY_TARGETS } from '@uh/core/progress/progress.logic';
import type { Ask } from './ask';
import { bullets, paragraphs, plural } from './text';

const daysSince = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** Up to three concrete things to do next, most timely first; no fasting or cold step when a condition rules it out. */
export function nextSteps(grounding: CoachGrounding, isAtRisk = false, isAtRiskInCold = false): string[] {
  const { thirty, fasting, cold, checklist, biometrics } = grounding;
  const hour = Number(grounding.localTime.slice(0, 2));
  const steps: string[] = [];
  if (fasting.active && !isAtRisk) {
    steps.push(
      fasting.active.remainingSeconds > 0
        ? `Keep your fast going: ${formatDuration(fasting.active.remainingSeconds)} to your ${fasting.active.targetHours}-hour target.`
        : `You’ve reached your ${fasting.active.targetHours}-hour fasting target: end the fast on the Fasting page and break it gently with protein and vegetables.`,
    );
  }
  if (!thirty.completedToday) {
    steps.push(
      hour < 12
        ? 'Do your 30-30-30 now: 30 g of protein, then 30 minutes of easy movement.'
        : 'Set up tomorrow’s 30-30-30: have 30 g of protein ready and plan a 30-minute walk.',
    );
  }
  if (!isAtRiskInCold && !cold.doneToday && cold.sessions < WEEKLY_TARGETS.coldExposure) {
    steps.push(
      `Fit in a cold session of 2 to 5 minutes: ${plural(cold.sessions, 'session')} so far in the last 7 days, the target is ${WEEKLY_TARGETS.coldExposure} a week.`,
    );
  }
  if (!fasting.active && !isAtRisk && fasting.completed < WEEKLY_TARGETS.fasting) {
    steps.push('Start a fast after your last meal tonight: a 16:8 would end around lunchtime tomorrow.');
  }
  const sleep = biometrics?.sleep;
  if (sleep && sleep.averageHours !== null && sleep.averageHours < 7) {
    steps.push(
      `Get to bed earlier: ${sleep.averageHours} h average from ${plural(sleep.readings, 'reading')} over the last 7 days, below the 7 hours most adults need.`,
    );
  }
  if (checklist.todayPercent === null || checklist.todayPercent < 50) {
    steps.push(`Open your daily checklist and tick what you’ve done (${checklist.todayPercent ?? 0}% so far today).`);
  }
  if (!biometrics || daysSince(biometrics.lastLoggedOn, grounding.today) > 3) {
    steps.push('Log your weight and last night’s sleep on the Biometrics page so I can tailor my advice.');
  }
  return steps.slice(0, 3);
}

export function progressAnswer(grounding: CoachGrounding, { isAtRisk, isAtRiskInCold }: Ask): string {
  const { thirty, fasting, cold, checklist } = grounding;
  const streak =
    grounding.streak > 0
      ? `You’re on a ${grounding.streak}-day streak of completing at least one protocol.${grounding.streak >= 7 ? ' That’s a real habit now.' : ''}`
      : 'You don’t have a streak going right now — complete any one protocol today to start one.';
  const week = bullets([
    `30-30-30: ${thirty.completedDays} of the last 7 days (target: every day)${thirty.streak > 1 ? `, ${thirty.streak}-day streak` : ''}.`,
    `Fasting: ${plural(fasting.completed, 'fast')} completed (target: ${WEEKLY_TARGETS.fasting} a week)${fasting.active ? ', one running now' : ''}.`,
    `Cold exposure: ${plural(cold.sessions, 'session')}, ${formatDuration(cold.seconds)} in total (target: ${WEEKLY_TARGETS.coldExposure} sessions a week).`,
    checklist.daysTracked > 0
      ? `Daily checklist: ${checklist.averagePercent}% on average, ${checklist.todayPercent ?? 0}% today.`
      : 'Daily checklist: not used this week.',
  ]);
  const steps = nextSteps(grounding, isAtRisk, isAtRiskInCold);
  return paragraphs(
    streak,
    `Your last 7 days:\n${week}`,
    steps.length > 0 ? `What to do next:\n${bullets(steps)}` : 'You’re on top of everything today. Rest well tonight.',
  );
}

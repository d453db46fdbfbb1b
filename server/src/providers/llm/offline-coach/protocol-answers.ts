import { formatDuration } from '@uh/core/chat/chat-context.logic';
import type { CoachGrounding } from '@uh/core/chat/chat-grounding.logic';
import { FASTING_STAGES } from '@uh/core/fasting/fasting.logic';
import type { Ask } from './ask';
import { inUnits, KNOWLEDGE } from './knowledge-base';
import { bullets, minutes, paragraphs, plural } from './text';

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const localHour = (grounding: CoachGrounding) => Number(grounding.localTime.slice(0, 2));

export function thirtyAnswer(grounding: CoachGrounding, { isFollowUp }: Ask): string {
  const { thirty } = grounding;
  let status: string;
  if (thirty.completedToday) {
    status = `You completed your 30-30-30 today — well done. That makes ${plural(thirty.completedDays, 'day')} out of the last 7${thirty.streak > 1 ? `, and a ${thirty.streak}-day streak` : ''}.`;
  } else if (thirty.today) {
    const missing = [
      thirty.today.proteinGrams < 30 ? `${30 - thirty.today.proteinGrams} g more protein` : null,
      thirty.today.exerciseMinutes < 25 ? `${25 - thirty.today.exerciseMinutes} more minutes of exercise` : null,
    ].filter(Boolean);
    status = `Today you logged ${thirty.today.proteinGrams} g of protein and ${thirty.today.exerciseMinutes} minutes of exercise${missing.length > 0 ? `: ${missing.join(' and ')} would complete it` : ''}.`;
  } else if (localHour(grounding) < 12) {
    status = `You haven’t logged your 30-30-30 yet today — there’s still time this morning. You completed it on ${plural(thirty.completedDays, 'day')} of the last 7.`;
  } else {
    status = `No 30-30-30 logged today. You completed it on ${plural(thirty.completedDays, 'day')} of the last 7; set yourself up for tomorrow morning by getting your protein ready tonight.`;
  }
  const guide = isFollowUp ? bullets(KNOWLEDGE.thirty.more) : `How it works:\n${bullets(KNOWLEDGE.thirty.howTo)}`;
  return paragraphs(status, guide, isFollowUp ? null : 'Ask me for protein ideas or more tips any time.');
}

function activeFastText(grounding: CoachGrounding): string {
  const active = grounding.fasting.active!;
  const stage = FASTING_STAGES[active.stageIndex]!;
  const range = `${stage.fromHours}–${stage.toHours} h`;
  const next = active.nextStage ? ` ${active.nextStage.name} begins in ${formatDuration(active.nextStage.inSeconds)}.` : '';
  const toGo =
    active.remainingSeconds > 0
      ? `${formatDuration(active.remainingSeconds)} to go to reach your ${active.targetHours}-hour target.`
      : `You have reached your ${active.targetHours}-hour target.`;
  return paragraphs(
    `Your fast (${active.label}) is ${formatDuration(active.elapsedSeconds)} in. You are in the ${stage.name} stage (${range}): ${lowerFirst(stage.benefits[0]!)}${next}`,
    toGo,
    active.elapsedSeconds >= 24 * 3600
      ? 'Past 24 hours, keep your electrolytes up (a pinch of salt in water, plus potassium and magnesium) and stop if you feel dizzy or unwell.'
      : 'Keep sipping water; black coffee or plain tea are fine too.',
  );
}

export function fastingAnswer(grounding: CoachGrounding, { isFollowUp }: Ask): string {
  const { fasting } = grounding;
  const history =
    fasting.completed + fasting.endedEarly > 0
      ? `In the last 7 days you completed ${plural(fasting.completed, 'fast')}${fasting.endedEarly > 0 ? ` and ended ${fasting.endedEarly} early` : ''}${fasting.longestHours ? `; your longest lasted ${fasting.longestHours} hours` : ''}.`
      : 'You haven’t finished a fast in the last 7 days.';
  if (isFollowUp) return paragraphs(history, bullets(KNOWLEDGE.fasting.more));
  if (fasting.active) return paragraphs(activeFastText(grounding), fasting.completed + fasting.endedEarly > 0 ? history : null);
  const stages = bullets(FASTING_STAGES.map((stage) => `${stage.name} (${stage.fromHours}–${stage.toHours} h): ${stage.benefits[0]}`));
  return paragraphs(
    `You have no fast running right now. ${history} To start one, open the Fasting page and pick a protocol — 16:8 is a good default.`,
    `The stages of a fast:\n${stages}`,
    KNOWLEDGE.fasting.basics.join(' '),
  );
}

export function coldAnswer(grounding: CoachGrounding, { isFollowUp }: Ask): string {
  const { cold } = grounding;
  const WEEKLY_SECONDS = 11 * 60;
  let status: string;
  if (cold.weekSeconds === 0 && cold.sessions === 0) {
    status = `You haven’t logged any cold exposure in the last 7 days. ${KNOWLEDGE.cold.start}`;
  } else {
    const last = cold.last
      ? ` Your last session was ${cold.last.method}, ${minutes(cold.last.seconds)} at ${cold.last.temperature} °${cold.last.unit}.`
      : '';
    const target =
      cold.weekSeconds >= WEEKLY_SECONDS
        ? 'That meets the roughly 11 minutes a week many people aim for — nice work.'
        : `About ${formatDuration(WEEKLY_SECONDS - cold.weekSeconds)} more would reach the roughly 11 minutes a week many people aim for.`;
    status = `This week (since Monday) you’ve done ${formatDuration(cold.weekSeconds)} of cold exposure; over the last 7 days, ${plural(cold.sessions, 'session')} and ${formatDuration(cold.seconds)} in total.${last} ${target}`;
  }
  const guide = (isFollowUp ? KNOWLEDGE.cold.more : KNOWLEDGE.cold.basics).map((line) => inUnits(line, grounding.units.temperature));
  return paragraphs(status, bullets(guide), isFollowUp ? null : KNOWLEDGE.cold.more[0]);
}

import type { CoachGrounding } from '@uh/core/chat/chat-grounding.logic';
import type { Ask } from './ask';
import { inUnits, KNOWLEDGE } from './knowledge-base';
import { bullets, paragraphs, plural, shortDay } from './text';

export function sleepAnswer({ biometrics, units }: CoachGrounding, { isFollowUp }: Ask): string {
  const sleep = biometrics?.sleep ?? null;
  const average = sleep?.averageHours ?? null;
  let status: string;
  if (!sleep || average === null) {
    status = sleep?.latest
      ? `The last sleep you logged was ${sleep.latest.hours} hours, on ${shortDay(sleep.latest.day)}, with nothing in the last 7 days. Add it on the Biometrics page each morning and I can spot patterns for you.`
      : 'You haven’t logged any sleep recently. Add it on the Biometrics page each morning and I can spot patterns for you.';
  } else if (sleep.readings === 1) {
    status = `Your sleep: ${average} h average from 1 reading over the last 7 days. One night isn’t a pattern yet: log it each morning and I can tell you how you’re really doing.`;
  } else {
    const figure = `You’ve averaged ${average} hours of sleep from ${plural(sleep.readings, 'reading')} over the last 7 days`;
    if (average < 7) status = `${figure} — below the 7 to 9 hours most adults need. Even 30 minutes more a night adds up.`;
    else if (average <= 9) status = `${figure}, right in the 7 to 9 hour range. Keep protecting it.`;
    else status = `${figure}, more than most adults need. If you still feel tired, it may be worth checking sleep quality with a doctor.`;
  }
  return paragraphs(
    status,
    bullets((isFollowUp ? KNOWLEDGE.sleep.more : KNOWLEDGE.sleep.basics).map((line) => inUnits(line, units.temperature))),
    isFollowUp ? null : KNOWLEDGE.sleep.more[0],
  );
}

export function hydrationAnswer({ biometrics, fasting, units }: CoachGrounding, { isFollowUp, isAtRisk }: Ask): string {
  const weight = biometrics?.weight?.latest.value ?? null;
  const hydration = biometrics?.hydration ?? null;
  const example =
    units.weight === 'kg'
      ? 'for example, at 70 kg it is about 2.3 litres (77 oz)'
      : 'for example, at 160 lbs it is 80 oz (about 2.4 litres)';
  let target: string;
  if (weight === null || hydration === null) {
    target = `${KNOWLEDGE.hydration.rule} Log your weight on the Biometrics page and I’ll work out your number; ${example}.`;
  } else if (units.weight === 'kg') {
    target = `${KNOWLEDGE.hydration.rule} At your latest weight of ${weight} kg, that’s about ${hydration.litres} litres (${hydration.ounces} oz) a day.`;
  } else {
    target = `${KNOWLEDGE.hydration.rule} At your latest weight of ${weight} lbs, that’s about ${hydration.ounces} oz — roughly ${hydration.litres} litres a day.`;
  }
  // Electrolyte advice is for fasts past 24 h, which a person at risk is not coached through.
  const fastingNote =
    !isAtRisk && fasting.active && fasting.active.elapsedSeconds >= 24 * 3600
      ? 'You’re more than 24 hours into a fast, so add electrolytes to some of that water.'
      : null;
  const more = isAtRisk ? KNOWLEDGE.hydration.more.filter((tip) => !/electrolytes/i.test(tip)) : KNOWLEDGE.hydration.more;
  return paragraphs(target, fastingNote, bullets(isFollowUp ? more : more.slice(0, 2)));
}

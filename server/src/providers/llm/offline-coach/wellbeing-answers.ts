import type { CoachGrounding } from '@uh/core/chat/chat-grounding.logic';
import { hydrationOunces } from '@uh/core/checklist/checklist.logic';
import { roundTo } from '@uh/core/common/units.logic';
import { KNOWLEDGE } from './knowledge-base';
import { bullets, paragraphs } from './text';

const OUNCES_PER_LITRE = 33.814;

export function sleepAnswer({ biometrics }: CoachGrounding, isFollowUp: boolean): string {
  const average = biometrics?.averageSleepHours ?? null;
  let status: string;
  if (average === null) {
    status = biometrics?.sleepHours
      ? `The last sleep you logged was ${biometrics.sleepHours} hours.`
      : 'You haven’t logged any sleep recently. Add it on the Biometrics page each morning and I can spot patterns for you.';
  } else if (average < 7) {
    status = `You’ve averaged ${average} hours of sleep over the last 7 days — below the 7 to 9 hours most adults need. Even 30 minutes more a night adds up.`;
  } else if (average <= 9) {
    status = `You’ve averaged ${average} hours of sleep over the last 7 days, right in the 7 to 9 hour range. Keep protecting it.`;
  } else {
    status = `You’ve averaged ${average} hours over the last 7 days, more than most adults need. If you still feel tired, it may be worth checking sleep quality with a doctor.`;
  }
  return paragraphs(
    status,
    bullets(isFollowUp ? KNOWLEDGE.sleep.more : KNOWLEDGE.sleep.basics),
    isFollowUp ? null : KNOWLEDGE.sleep.more[0],
  );
}

export function hydrationAnswer({ biometrics, fasting }: CoachGrounding, isFollowUp: boolean): string {
  const weight = biometrics?.weightLbs ?? null;
  const target =
    weight === null
      ? `${KNOWLEDGE.hydration.rule} Log your weight on the Biometrics page and I’ll work out your number; for example, at 160 lbs it is 80 oz (about 2.4 litres).`
      : `${KNOWLEDGE.hydration.rule} At your latest weight of ${weight} lbs, that’s about ${hydrationOunces(weight)} oz — roughly ${roundTo(hydrationOunces(weight) / OUNCES_PER_LITRE, 1)} litres a day.`;
  const fastingNote =
    fasting.active && fasting.active.elapsedSeconds >= 24 * 3600
      ? 'You’re more than 24 hours into a fast, so add electrolytes to some of that water.'
      : null;
  const tips = isFollowUp ? KNOWLEDGE.hydration.more : KNOWLEDGE.hydration.more.slice(0, 2);
  return paragraphs(target, fastingNote, bullets(tips));
}

function bloodPressureNote(systolic: number, diastolic: number): string {
  if (systolic >= 180 || diastolic >= 120)
    return `Your latest blood pressure, ${systolic}/${diastolic}, is very high. If you have symptoms such as chest pain, shortness of breath or a severe headache, call emergency services; otherwise contact a doctor today.`;
  if (systolic >= 130 || diastolic >= 80)
    return `Your latest blood pressure is ${systolic}/${diastolic}, in the high range. One reading is not a diagnosis: measure at rest on a few days, and talk to a doctor if it stays there.`;
  if (systolic >= 120)
    return `Your latest blood pressure is ${systolic}/${diastolic}, which counts as elevated. Sleep, movement and less salt and alcohol all help.`;
  return `Your latest blood pressure is ${systolic}/${diastolic}, in the normal range.`;
}

export function biometricsAnswer({ biometrics }: CoachGrounding): string {
  if (!biometrics) {
    return paragraphs(
      'You haven’t logged any biometrics in the last 30 days. Add weight, blood pressure, heart rate or sleep on the Biometrics page and I’ll use them in my answers.',
      bullets(KNOWLEDGE.biometrics.basics),
    );
  }
  const values = [
    biometrics.weightLbs === null ? null : `weight ${biometrics.weightLbs} lbs`,
    biometrics.heartRate === null ? null : `resting heart rate ${biometrics.heartRate} bpm`,
    biometrics.sleepHours === null ? null : `sleep ${biometrics.sleepHours} hours`,
  ].filter(Boolean);
  const pressure = biometrics.bloodPressure
    ? bloodPressureNote(biometrics.bloodPressure.systolic, biometrics.bloodPressure.diastolic)
    : null;
  return paragraphs(
    `Your latest readings (last logged ${biometrics.lastLoggedOn})${values.length > 0 ? `: ${values.join(', ')}.` : '.'}`,
    pressure,
    bullets([...KNOWLEDGE.biometrics.basics, ...(pressure ? KNOWLEDGE.biometrics.bloodPressure : [])]),
    'The Progress page shows how these change over time.',
  );
}

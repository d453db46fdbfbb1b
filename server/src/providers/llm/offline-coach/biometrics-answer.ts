import type { MetricTrend } from '@uh/core/chat/chat-grounding-biometrics.logic';
import type { CoachGrounding } from '@uh/core/chat/chat-grounding.logic';
import type { Ask } from './ask';
import { KNOWLEDGE } from './knowledge-base';
import { bullets, paragraphs, plural, shortDay } from './text';

type Metric = 'weight' | 'heartRate' | 'bloodPressure';

// Which measurement the question is about, so "Am I losing weight?" gets the weight trend.
const ASKS: Record<Metric, RegExp> = {
  weight: /\bweigh|\b(?:lbs?|kgs?|kilos?|pounds)\b|\b(?:losing|lose|lost|gaining|gain|gained|put on)\b/,
  heartRate: /\bheart ?rate\b|\bbpm\b|\bpulse\b|\brhr\b/,
  bloodPressure: /\bblood pressure\b|\bbp\b|\bsystolic\b|\bdiastolic\b/,
};

const CHANGE: Record<'weight' | 'heartRate', { up: string; down: string; steady: string }> = {
  weight: {
    down: 'So yes, your weight is trending down.',
    up: 'So your weight is trending up.',
    steady: 'So your weight has held steady.',
  },
  heartRate: {
    down: 'A falling resting heart rate often reflects better fitness and recovery.',
    up: 'A rising resting heart rate can follow poor sleep, stress, illness or hard training; keep an eye on it.',
    steady: 'It has held steady.',
  },
};

/** "from 82.1 kg (14 Feb) to 80.6 kg (11 Mar): down 1.5 kg, from 6 readings". */
function trendSentence(name: string, trend: MetricTrend | null, unit: string, metric: 'weight' | 'heartRate'): string {
  if (!trend) return `You haven’t logged your ${name} in the last 30 days.`;
  if (trend.readings === 1) {
    return `You have 1 ${name} reading in the last 30 days: ${trend.latest.value} ${unit} on ${shortDay(trend.latest.day)}. Log it a few mornings a week and I can show you the trend.`;
  }
  const change = trend.change === 0 ? 'no change' : `${trend.change < 0 ? 'down' : 'up'} ${Math.abs(trend.change)} ${unit}`;
  const direction = CHANGE[metric][trend.change < 0 ? 'down' : trend.change > 0 ? 'up' : 'steady'];
  return `Over the last 30 days your ${name} went from ${trend.first.value} ${unit} (${shortDay(trend.first.day)}) to ${trend.latest.value} ${unit} (${shortDay(trend.latest.day)}): ${change}, from ${plural(trend.readings, 'reading')} (average ${trend.average} ${unit}). ${direction}`;
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

/** The asked measurement with its trend and how many readings it rests on, in the person's units. */
export function biometricsAnswer({ biometrics, units }: CoachGrounding, { text }: Ask): string {
  if (!biometrics) {
    return paragraphs(
      'You haven’t logged any biometrics in the last 30 days. Add weight, blood pressure, heart rate or sleep on the Biometrics page and I’ll use them in my answers.',
      bullets(KNOWLEDGE.biometrics.basics),
    );
  }
  const question = text.toLowerCase();
  const asked = (Object.keys(ASKS) as Metric[]).filter((metric) => ASKS[metric].test(question));
  const shown: Metric[] = asked.length > 0 ? asked : ['weight', 'heartRate', 'bloodPressure'];
  const pressure = biometrics.bloodPressure;
  const parts = shown.map((metric) => {
    if (metric === 'weight') {
      const swing = units.weight === 'kg' ? '1 to 2 kg' : '2 to 4 lbs';
      const weight = trendSentence('weight', biometrics.weight, units.weight, 'weight');
      return biometrics.weight && biometrics.weight.readings > 1
        ? `${weight} Day-to-day swings of ${swing} are mostly water, so the trend matters more than any single day.`
        : weight;
    }
    if (metric === 'heartRate') return trendSentence('resting heart rate', biometrics.heartRate, 'bpm', 'heartRate');
    if (!pressure) return asked.includes('bloodPressure') ? 'You haven’t logged your blood pressure in the last 30 days.' : null;
    return `${bloodPressureNote(pressure.systolic, pressure.diastolic)} (Logged ${shortDay(pressure.day)}; ${plural(pressure.readings, 'reading')} in the last 30 days.)`;
  });
  const tips =
    shown.includes('bloodPressure') && pressure
      ? [...KNOWLEDGE.biometrics.basics, ...KNOWLEDGE.biometrics.bloodPressure]
      : KNOWLEDGE.biometrics.basics;
  return paragraphs(...parts, bullets(tips), 'The Progress page shows how these change over time.');
}

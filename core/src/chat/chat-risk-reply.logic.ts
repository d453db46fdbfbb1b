import { formatDuration } from './chat-context.logic';
import { FACTOR_TOPICS, listOf, RISK_REASONS, type RiskFactor, type RiskTopic } from './chat-risk-factors.logic';
import type { RiskScreen } from './chat-risk.logic';

/** Where to find help with an eating disorder, said in every reply that mentions one. */
export const EATING_DISORDER_HELP =
  'If food, eating or your body feel hard right now, you don’t have to face it alone. In the US, the ANAD helpline is 1-888-375-7767; in the UK, Beat’s helpline is 0808 801 0677; elsewhere, findahelpline.com lists free, confidential support near you.';

const WHY: Record<RiskTopic, Partial<Record<RiskFactor, string>>> = {
  fasting: {
    diabetes:
      'Diabetes: fasting while taking insulin or a sulfonylurea (such as gliclazide or glipizide) can make your blood sugar fall dangerously low, and some other diabetes medicines can cause ketoacidosis. Doses usually need changing before any fast, and only your doctor can do that safely.',
    pregnancy:
      'Pregnancy or breastfeeding: you and your baby need a steady supply of energy and nutrients, so fasting is generally not advised.',
    minor:
      'Under 18: your body is still growing and needs regular meals. Fasting protocols are designed for adults, so please talk it over with a parent or guardian too.',
    underweight: 'Being underweight: fasting takes your weight and energy lower still, which affects your bones, hormones and immunity.',
    kidney: 'Kidney disease: fasting shifts the fluids and salts your kidneys have to balance, which damaged kidneys cope with poorly.',
    medication:
      'Medication taken with food: fasting can mean taking it on an empty stomach or moving doses; your doctor or pharmacist can tell you how to time it.',
    heart:
      'A heart condition: longer fasts change the salts (sodium, potassium, magnesium) your heart rhythm depends on, and can interact with heart medicines.',
  },
  cold: {
    heart:
      'A heart condition: cold water makes your heart rate and blood pressure jump within seconds (the cold shock response), which can strain the heart or set off an irregular rhythm.',
    raynauds: 'Raynaud’s: cold water can set off painful attacks that cut the blood flow to your fingers and toes.',
    pregnancy: 'Pregnancy: the cold shock response raises heart rate and blood pressure sharply, which is not advised while pregnant.',
    minor: 'Under 18: children and teenagers lose heat faster than adults, so cold plunges carry more risk.',
  },
};

const ACTIVITY: Record<string, string> = {
  fasting: 'trying any fast',
  cold: 'starting cold exposure',
  'fasting,cold': 'trying any fast or cold exposure',
};

const NO_FASTING_COACHING =
  'So I won’t coach fasting here. If your doctor agrees to any fasting, they can tell you how long is safe for you and adjust any medication first; until then, regular balanced meals are the safer choice.';
const GENTLE_COLD =
  'If your doctor is happy for you to try cold exposure, start very gently: finish your shower with 15 to 30 seconds of cool, not icy, water; never get into cold water alone; and stop at once if you feel chest discomfort, dizziness, or your fingers turn white or numb.';

const paragraphs = (...parts: (string | null | false)[]) => parts.filter((part): part is string => Boolean(part)).join('\n\n');
const bullets = (items: string[]) => items.map((item) => `- ${item}`).join('\n');

/**
 * The fixed reply when the screen fires: it leads with the caution (naming the reason and
 * "talk to your doctor first"), explains why, and gives no extended-fast coaching — no fasting
 * stages, no electrolyte plans. An eating disorder gets support and where to find help instead
 * of any fasting or weight-loss tips. `activeFastSeconds`: a fast running now, if any.
 */
export function riskReply(caution: NonNullable<RiskScreen['caution']>, activeFastSeconds: number | null = null): string {
  const { factors, topics } = caution;
  const reasons = listOf(factors.map((factor) => RISK_REASONS[factor]));
  const activity = ACTIVITY[topics.join(',')] ?? ACTIVITY.fasting!;
  const isFasting = topics.includes('fasting');
  const isCold = topics.includes('cold');
  const hasEatingDisorder = factors.includes('eating-disorder');
  const why = (topic: RiskTopic) => factors.map((factor) => WHY[topic][factor]).filter((text): text is string => Boolean(text));
  const runningFast =
    isFasting && activeFastSeconds !== null
      ? `You have a fast running now (${formatDuration(activeFastSeconds)} in). Please consider ending it on the Fasting page and having a normal meal, and check with your doctor before the next one.`
      : null;

  if (hasEatingDisorder) {
    return paragraphs(
      `Thank you for trusting me with this. Because you mentioned ${reasons}, please talk to your doctor first — ideally one who knows your history — before any change to how or when you eat.`,
      'I won’t give fasting or weight-loss tips: fasting, skipping meals and tracking food closely can pull people back towards disordered eating, even years into recovery. Wanting to feel healthier is a good thing, and there are ways to get there that don’t involve restricting food.',
      EATING_DISORDER_HELP,
      runningFast,
      isCold && why('cold').length > 0 ? paragraphs(`Before any cold exposure:\n${bullets(why('cold'))}`, GENTLE_COLD) : null,
      'I’m glad to help with sleep, gentle movement, morning daylight or anything else that supports you without restricting food.',
    );
  }

  return paragraphs(
    `Because you mentioned ${reasons}, please talk to your doctor first before ${activity}. Thank you for telling me: it changes what is safe for you.`,
    isFasting && why('fasting').length > 0 ? bullets(why('fasting')) : null,
    isCold && why('cold').length > 0 ? bullets(why('cold')) : null,
    isFasting ? NO_FASTING_COACHING : null,
    runningFast,
    isCold ? GENTLE_COLD : null,
    'In the meantime I’m happy to help with sleep, gentle movement and morning daylight.',
  );
}

/**
 * The one line that follows an answer to an unrelated question once a condition was disclosed:
 * the caution still holds for fasting and cold, without repeating it in full (null when nothing
 * was mentioned).
 */
export function riskReminder(mentioned: readonly RiskFactor[]): string | null {
  if (mentioned.length === 0) return null;
  const topics = (['fasting', 'cold'] as const).filter((topic) => mentioned.some((factor) => FACTOR_TOPICS[factor].includes(topic)));
  const activity = ACTIVITY[topics.join(',')] ?? ACTIVITY.fasting!;
  return `A reminder: because you mentioned ${listOf(mentioned.map((factor) => RISK_REASONS[factor]))}, please talk to your doctor first before ${activity}.`;
}

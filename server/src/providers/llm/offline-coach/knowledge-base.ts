import type { TemperatureUnit } from '@uh/core/common/units.logic';

const TEMPERATURES = { coldWater: { C: '10–15 °C', F: '50–59 °F' }, bedroom: { C: '18 °C', F: '65 °F' } } as const;

/** Fills the guide's {coldWater} and {bedroom} with the person's unit first and the other after it. */
export function inUnits(text: string, unit: TemperatureUnit): string {
  return text.replace(/\{(coldWater|bedroom)\}/g, (_, key: keyof typeof TEMPERATURES) => {
    const temperature = TEMPERATURES[key];
    return `${temperature[unit]} (${temperature[unit === 'C' ? 'F' : 'C']})`;
  });
}

/**
 * The offline coach's guide, written for this product: short, practical, cautious. Each topic has
 * the essentials (always said) and more (for "tell me more"). Figures follow the app's own rules
 * (docs/product.md §9) and widely used public-health guidance; nothing here is medical advice.
 */
export const KNOWLEDGE = {
  thirty: {
    howTo: [
      'Within 30 minutes of waking, eat at least 30 g of protein.',
      'Then do 30 minutes of low-intensity exercise: a brisk walk, an easy cycle or a light jog where you can still hold a conversation (zone 2).',
      'On the 30-30-30 page, enter your protein, run the exercise timer for at least 25 minutes and save: that completes the day and ticks the protein and exercise items of your checklist.',
    ],
    more: [
      'Protein ideas with about 30 g: 3 eggs plus a cup of Greek yogurt; a scoop of whey or plant protein in milk; 200 g of cottage cheese; a tofu scramble with 200 g of firm tofu; smoked salmon on toast with a glass of milk.',
      'Protein early in the day helps keep you full and steadies blood sugar; the easy exercise afterwards uses fat for fuel without leaving you drained.',
      'Keep it easy: if you cannot speak in full sentences, slow down. Get outside if you can, since morning daylight also helps your sleep that night.',
      'Prepare the night before (protein ready, shoes by the door) so the routine takes no willpower.',
    ],
  },
  fasting: {
    basics: [
      'Water, black coffee and plain tea are fine during a fast; anything with calories breaks it.',
      'New to fasting? Start with 12:12, then move to 16:8 once that feels easy. Longer fasts (24 hours and more) are for people who are already comfortable with 16:8.',
    ],
    more: [
      'Hunger comes in waves that usually pass within 15 to 20 minutes; sparkling water, a walk or getting busy helps.',
      'For fasts over 24 hours, take electrolytes (a pinch of salt in water, plus potassium and magnesium) to avoid headaches and dizziness.',
      'Break a fast gently: a meal with protein and vegetables, not a large portion of sugar or refined carbs.',
      'Skip fasting, or talk to a doctor first, if you are pregnant or breastfeeding, under 18, underweight, have had an eating disorder, or take medication for diabetes or blood pressure.',
    ],
  },
  breakingFast: {
    short: [
      'After a fast of up to a day, no special food is needed: a normal-sized meal built around protein and vegetables (eggs, fish, chicken, tofu, Greek yogurt, beans), with some fat, is ideal.',
      'Go easy on sugar and refined carbs in that first meal: a big sweet or starchy portion on an empty stomach tends to leave you sluggish and hungry again soon.',
      'Eat slowly and stop when you are satisfied; the urge to make up for the fast passes during the meal.',
    ],
    long: 'After 24 hours or more, start smaller: a bowl of soup or broth, a couple of eggs, yogurt or cooked vegetables, then a normal meal an hour or two later. Raw salads, large fatty meals and alcohol are harder on the stomach straight away.',
    refeeding: [
      'After a fast of several days, return to food over one to two days: small meals every few hours, mostly protein, cooked vegetables and some fat, with little sugar or refined carbs at first; then build up to normal portions.',
      'Refeeding syndrome is the reason to go slowly: after days without food, a large meal (especially one rich in carbohydrate) drives phosphate, potassium and magnesium from the blood into the cells, and the levels left in the blood can fall far enough to upset the heart, breathing and muscles. The risk is highest after 5 days or more, for anyone underweight, and for anyone who ate little before the fast: fasts that long belong under a doctor’s care.',
      'Get medical help at once if you feel weak, confused, short of breath, notice swelling, or your heart races or beats irregularly in the days after you start eating again.',
    ],
  },
  electrolytes: {
    basics: [
      'For fasts up to about a day, water, black coffee and plain tea are enough: most people need no added electrolytes.',
      'Past 24 hours your kidneys let go of more salt and water. A headache, dizziness when you stand up, muscle cramps or unusual tiredness are the usual signs you are running low.',
      'Sodium: a pinch of salt (about a quarter teaspoon) in a glass of water a few times a day, or a cup of salted broth.',
      'Potassium and magnesium: a sugar-free electrolyte mix, or a light salt that contains potassium; a magnesium supplement in the evening can ease cramps.',
    ],
    caution:
      'Leave out added salt and potassium if you have kidney disease, heart failure or high blood pressure, or take medicine that changes potassium (some blood-pressure and water pills), unless your doctor agrees. Stop the fast if you feel faint, confused, your heart races or skips, or dizziness does not pass after salt and water.',
  },
  cold: {
    basics: [
      'Aim for 2 to 5 minutes per session (the app counts sessions of 30 seconds or more). Water around {coldWater} is cold enough; colder is not better for beginners.',
      'Many people aim for about 11 minutes a week in total, spread over 2 to 4 sessions.',
    ],
    start: 'Start with the last 30 seconds of your shower on cold, breathe slowly through your nose, and add 15 to 30 seconds each time.',
    more: [
      'Never do breath-holding or hyperventilation in water, and never swim in cold open water alone.',
      'Get out at once if you feel numbness spreading, confusion or shivering you cannot control. Afterwards, warm up gradually by moving and dressing warmly rather than with a hot shower straight away.',
      'If you are building muscle, keep ice baths at least 4 to 6 hours away from strength training: cold right after lifting can blunt the gains.',
      'Talk to a doctor before starting if you have a heart condition, high blood pressure, Raynaud’s or are pregnant.',
    ],
  },
  sleep: {
    basics: [
      'Most adults need 7 to 9 hours. A fixed wake-up time, even at weekends, is the single strongest habit.',
      'Get daylight within an hour of waking (the sunlight item on your checklist) and dim the lights in the evening.',
    ],
    more: [
      'Stop caffeine 8 to 10 hours before bed, and finish your last meal 2 to 3 hours before: your fasting window helps here.',
      'Keep the bedroom cool (around {bedroom}), dark and quiet. Alcohol may make you drowsy but fragments sleep later in the night.',
      'If you cannot sleep after about 20 minutes, get up and do something calm in dim light until you feel sleepy.',
      'Persistent insomnia, loud snoring or waking up gasping are worth raising with a doctor.',
    ],
  },
  hydration: {
    rule: 'This app’s hydration target is half your body weight in pounds, as ounces of water a day.',
    more: [
      'Start with a large glass of water on waking, then spread the rest through the day rather than catching up in the evening.',
      'Pale yellow urine is a good sign; dark urine means drink more.',
      'Add electrolytes when you fast for more than 24 hours, sweat a lot, or train in the heat.',
      'Tick the hydration item on your daily checklist once you reach your target.',
    ],
  },
  biometrics: {
    basics: [
      'Weigh yourself at the same time each morning, after the bathroom and before eating, and watch the weekly trend rather than single days.',
      'Resting heart rate is best measured before getting up; for most adults it sits between 60 and 100 bpm, and lower often reflects better fitness.',
    ],
    bloodPressure: [
      'Below 120/80 is considered normal; 120–129 over less than 80 is elevated; 130/80 or more is high.',
      'If your readings stay at 130/80 or above, or you ever see 180/120 or more, talk to a doctor.',
    ],
  },
} as const;

export const LLM_SETUP_HINT =
  'To chat with a language model instead, the site owner can set LLM_BASE_URL (with LLM_MODEL, and LLM_API_KEY if needed) to any OpenAI-compatible server: OpenAI, Ollama, llama.cpp, vLLM or LM Studio.';

export const OFFLINE_INTRO =
  'I’m the built-in coach: I answer from your own logs of the last 7 days and a curated guide to the protocols in this app. No AI model is involved and nothing you type leaves this server.';

export const TOPIC_EXAMPLES = [
  'How is my fast going?',
  'How do I do the 30-30-30 routine?',
  'How much cold exposure have I done this week?',
  'How much water should I drink?',
  'How can I sleep better?',
  'What should I focus on today?',
];

/**
 * The short safety screens shown before a long fast or a very cold session (a UI safeguard: the
 * API does not refuse anything). Each person confirms once; Settings can show it again.
 */
export const SAFETY_SCREEN_KINDS = ['long-fast', 'cold'] as const;
export type SafetyScreenKind = (typeof SAFETY_SCREEN_KINDS)[number];

/** A fast with a target of this many hours or more needs the long-fast screen. */
export const LONG_FAST_SCREEN_HOURS = 24;
/** A cold session below this temperature needs the cold screen (10 °C is 50 °F). */
export const COLD_SCREEN_BELOW = { C: 10, F: 50 } as const;
/** A running fast this far past its target (1.5 × the target) gets a gentle check-in. */
export const FAST_CHECK_IN_FACTOR = 1.5;

export const needsLongFastScreen = (targetHours: number) => targetHours >= LONG_FAST_SCREEN_HOURS;

export const needsColdScreen = (temperature: number, unit: 'C' | 'F') => temperature < COLD_SCREEN_BELOW[unit];

export const isFastCheckInDue = (elapsedSeconds: number, targetHours: number) =>
  targetHours > 0 && elapsedSeconds >= targetHours * 3600 * FAST_CHECK_IN_FACTOR;

export type SafetyScreenText = {
  title: string;
  intro: string;
  /** Who should talk to a doctor first. */
  risks: readonly string[];
  closing: string;
  /** Where Settings describes when the screen shows. */
  when: string;
  /** The Settings button that clears the acceptance. */
  showAgainLabel: string;
};

export const SAFETY_SCREENS: Record<SafetyScreenKind, SafetyScreenText> = {
  'long-fast': {
    title: 'Before a fast of 24 hours or more',
    intro: 'Long fasts are not safe for everyone. Please talk to your doctor first if any of these apply to you:',
    risks: [
      'You have diabetes, especially if you take insulin or sulfonylureas',
      'You are pregnant or breastfeeding',
      'You have a history of an eating disorder',
      'You are under 18',
      'You are underweight',
      'You have kidney disease',
      'You take medications that need to be taken with food',
    ],
    closing: 'Stop the fast and eat if you feel faint, dizzy, confused or unwell.',
    when: 'Shown before you start a fast of 24 hours or more.',
    showAgainLabel: 'Show again before my next long fast',
  },
  cold: {
    title: 'Before a cold session under 10 °C (50 °F)',
    intro: 'Very cold water is a shock to the body. Please talk to your doctor first if any of these apply to you:',
    risks: ['You have a heart condition', "You have Raynaud's", 'You are pregnant'],
    closing: 'Never go in alone, get out if you feel numb, dizzy or short of breath, and warm up slowly.',
    when: 'Shown before you start a cold session under 10 °C (50 °F).',
    showAgainLabel: 'Show again before my next cold session',
  },
};

/**
 * The general risk screen a protocol asks for with `safety.riskScreen` (docs/protocols.md, Safety),
 * shown once before its first log beside its own questions: heat, breath holds, hard effort and
 * supplements each strain the body in their own way, so the list stays general.
 */
export const PROTOCOL_RISK_SCREEN = {
  intro: 'This practice is not safe for everyone. Please talk to your doctor first if any of these apply to you:',
  risks: [
    'You have a heart condition or have had chest pain',
    'You have low or high blood pressure',
    'You are pregnant or breastfeeding',
    'You are under 18',
    'You have epilepsy or have fainted before',
    'You take medication that affects your heart rate, blood pressure or alertness',
  ],
  closing: 'Stop at once and rest if you feel dizzy, faint, short of breath or unwell.',
} as const;

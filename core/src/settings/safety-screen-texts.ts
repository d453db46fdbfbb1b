import type { SafetyScreenKind } from './safety-screen.logic';

/** What each safety screen says, and how Settings names it. */
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

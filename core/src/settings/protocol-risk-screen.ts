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

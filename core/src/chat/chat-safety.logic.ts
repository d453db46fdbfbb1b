/**
 * Messages that describe an emergency get a fixed answer pointing to emergency services before
 * anything else happens: no model is asked, no data is read. Matching errs on the side of caution;
 * the answer says how to carry on if it was a general question.
 */
export type EmergencyKind = 'self-harm' | 'medical';

const SELF_HARM = [
  /\bsuicid(e|al)\b/,
  /\bkill(ing)? my ?self\b/,
  /\bend(ing)? (it all|my life)\b/,
  /\b(want|wanna|going) to die\b/,
  /\bself[- ]?harm/,
  /\b(hurt|harm|cut|cutting|hurting|harming) my ?self\b/,
  /\bdon'?t want to (live|be alive|wake up)\b/,
  /\bno reason to live\b/,
];

const MEDICAL = [
  /\bchest (pain|pains|tightness|pressure)\b/,
  /\b(pain|pressure|tightness) in my chest\b/,
  /\bheart attack\b/,
  /\bstroke\b/,
  /\b(fainted|fainting)\b/,
  /\b(feel|feels|feeling|felt|going to|about to) (faint|like fainting)\b/,
  /\bpass(ed|ing)? out\b/,
  /\b(lost|losing|lose) consciousness\b/,
  /\bunconscious\b/,
  /\b(can'?t|cannot|can not|unable to|struggling to) breathe?\b/,
  /\b(difficulty|trouble|hard to) breathing\b/,
  /\bshort(ness)? of breath\b/,
  /\bseizures?\b/,
  /\b(severe|heavy|uncontrolled) bleeding\b/,
  /\bbleeding (heavily|a lot|won'?t stop)\b/,
  /\boverdose/,
  /\banaphyla/,
  /\bthroat (is )?(closing|swelling)\b/,
  /\bslurred speech\b/,
  /\bface (is )?droop/,
  /\bnumb(ness)? on one side\b/,
  /\b(coughing|vomiting|throwing) up blood\b/,
  /\bhypothermi/,
  /\bconfused and (cold|shivering)\b/,
  /\birregular heartbeat\b/,
  /\bheart (is )?racing\b.*\b(dizzy|faint)/,
];

// Typographic apostrophes are folded so "can’t breathe" matches like "can't breathe".
const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/\s+/g, ' ');

export function detectEmergency(text: string): EmergencyKind | null {
  const normalised = normalise(text);
  if (SELF_HARM.some((pattern) => pattern.test(normalised))) return 'self-harm';
  if (MEDICAL.some((pattern) => pattern.test(normalised))) return 'medical';
  return null;
}

const GENERAL_QUESTION =
  'If you were asking a general question rather than describing something happening now, feel free to rephrase it and I will help.';

export const EMERGENCY_RESPONSES: Record<EmergencyKind, string> = {
  medical: [
    'This could be a medical emergency. Please call your local emergency number now (911 in the US and Canada, 112 in the EU, 999 in the UK) or have someone take you to the nearest emergency department. Do not drive yourself and do not wait to see if it passes.',
    'If you are fasting or have just done a cold exposure session, stop, get warm, and sit or lie down while you get help.',
    'I am a wellness coach, not a doctor, and I cannot help with an emergency.',
    GENERAL_QUESTION,
  ].join('\n\n'),
  'self-harm': [
    'I’m really sorry you’re feeling this way. You deserve support right now, and you don’t have to go through this alone.',
    'If you are in immediate danger, call your local emergency number (911 in the US and Canada, 112 in the EU, 999 in the UK).',
    'You can talk to a crisis line at any time, for free and in confidence: in the US call or text 988 (Suicide & Crisis Lifeline); in the UK and Ireland call Samaritans on 116 123; elsewhere, findahelpline.com lists the lines in your country.',
    'If you can, reach out to someone you trust and tell them how you are feeling.',
    GENERAL_QUESTION,
  ].join('\n\n'),
};

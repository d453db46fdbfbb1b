import type { ChatMessage } from '@uh/core/chat/chat.schema';

export const TOPIC_INTENTS = [
  'breakingFast',
  'electrolytes',
  'fasting',
  'thirty',
  'cold',
  'sleep',
  'hydration',
  'biometrics',
  'progress',
] as const;
export type TopicIntent = (typeof TOPIC_INTENTS)[number];
export type Intent = TopicIntent | 'greeting' | 'about' | 'thanks' | 'unknown';

type Rule = { intent: Exclude<Intent, 'unknown'>; patterns: RegExp[] };

// Each matching pattern scores a point; the order breaks ties (the more specific topics first).
const RULES: Rule[] = [
  {
    intent: 'breakingFast',
    patterns: [
      /\bbreak(s|ing)?\b( [\w-]+){0,4} fast\b/,
      /\brefeed(ing)?\b/,
      /\b(eat|meal|food)\b.*\bafter\b( [\w-]+){0,4} fast(ing)?\b/,
      /\bfirst meal\b/,
    ],
  },
  { intent: 'electrolytes', patterns: [/\belectrolytes?\b/, /\b(sodium|potassium|magnesium)\b/, /\bsalt\b/] },
  {
    intent: 'thirty',
    patterns: [
      /\b30[- ]?30[- ]?30\b/,
      /\bthirty\b/,
      /\bmorning (routine|protocol|exercise|workout|walk)\b/,
      /\bprotein\b/,
      /\bbreakfast\b/,
      /\b(zone ?2|low[- ]intensity|walk(ing)?)\b/,
      /\bafter waking\b/,
    ],
  },
  {
    intent: 'fasting',
    patterns: [
      /\bfast(s|ing|ed)?\b/,
      /\bautophagy\b/,
      /\bketo(sis|nes?)?\b/,
      /\b(eating|feeding) window\b/,
      /\b(16|18|20|12):(8|6|4|12)\b/,
      /\bomad\b/,
      /\bhung(er|ry)\b/,
      /\bstages?\b/,
    ],
  },
  {
    intent: 'cold',
    patterns: [/\bcold\b/, /\bice\b/, /\bplunge\b/, /\bcryo/, /\bshiver/, /\bwinter swim/, /\bsauna\b/, /\bbrown fat\b/],
  },
  {
    intent: 'sleep',
    patterns: [
      /\bsleep/,
      /\binsomnia\b/,
      /\btired\b/,
      /\bbed(time)?\b/,
      /\bnap(s|ping)?\b/,
      /\bfatigue|exhausted\b/,
      /\bcircadian\b/,
      /\bwake up\b/,
    ],
  },
  {
    intent: 'hydration',
    patterns: [/\bwater\b/, /\bhydrat/, /\bdehydrat/, /\bdrink(ing)?\b/, /\bthirst/, /\belectrolytes?\b/, /\bounces?\b|\boz\b/],
  },
  {
    intent: 'biometrics',
    patterns: [
      /\bweigh(t|ts|ing)?\b/,
      /\bblood pressure\b|\bbp\b/,
      /\bheart ?rate\b|\bbpm\b|\bpulse\b/,
      /\bhrv\b/,
      /\bbiometrics?\b/,
      /\bsystolic|diastolic\b/,
    ],
  },
  {
    intent: 'progress',
    patterns: [
      /\bstreaks?\b/,
      /\bprogress\b/,
      /\bhow am i doing\b/,
      /\bwhat (should|can|do) i do\b/,
      /\b(what'?s |what is )?next\b/,
      /\bfocus\b/,
      /\b(plan|priorit(y|ies|ise|ize))\b/,
      /\b(this|my|last) week\b/,
      /\bsummary|overview|recap\b/,
      /\bmotivat/,
      /\bchecklist\b/,
      /\btoday\b/,
      /\bconsisten(t|cy)\b/,
    ],
  },
  {
    intent: 'about',
    patterns: [
      /\bwho are you\b/,
      /\bwhat (can|do) you (do|know)\b/,
      /\bhelp\b/,
      /\bare you (an? )?(ai|bot|robot|real|human|chatgpt|gpt)\b/,
      /\b(language model|llm|openai|chatgpt|ollama|gpt)\b/,
      /\boffline\b/,
    ],
  },
  { intent: 'thanks', patterns: [/\bthanks?\b/, /\bthank you\b/, /\bcheers\b/, /\bappreciate/] },
  {
    intent: 'greeting',
    patterns: [/^(hi|hello|hey|hiya|howdy|yo|greetings)\b/, /^good (morning|afternoon|evening)\b/, /\bhow are you\b/],
  },
];

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

/** Every intent the text mentions, best match first. */
export function rankIntents(text: string): Exclude<Intent, 'unknown'>[] {
  const normalised = normalise(text);
  return RULES.map((rule, order) => ({ rule, order, score: rule.patterns.filter((pattern) => pattern.test(normalised)).length }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ rule }) => rule.intent);
}

const FOLLOW_UP =
  /^(more|tell me more|go on|and\b|why|how|what else|really|ok(ay)?|yes|sure|explain|details?|such as|like what|anything else)/;
const isTopic = (intent: Intent): intent is TopicIntent => (TOPIC_INTENTS as readonly string[]).includes(intent);

export type MatchedIntent = { intent: Intent; isFollowUp: boolean };

/**
 * What the newest message is about. A short follow-up with no topic of its own ("tell me more",
 * "why?") continues the topic of the person's previous message.
 */
export function matchIntent(messages: readonly ChatMessage[]): MatchedIntent {
  const userMessages = messages.filter((message) => message.role === 'user');
  const latest = userMessages.at(-1)?.content ?? '';
  const ranked = rankIntents(latest);
  // A greeting with a question ("hi, how long should I fast?") is about the question.
  const topical = ranked.find(isTopic);
  if (topical) return { intent: topical, isFollowUp: false };
  if (ranked[0]) return { intent: ranked[0], isFollowUp: false };

  const normalised = normalise(latest);
  if (normalised.split(' ').length <= 6 && FOLLOW_UP.test(normalised)) {
    for (const earlier of userMessages.slice(0, -1).reverse()) {
      const previous = rankIntents(earlier.content).find(isTopic);
      if (previous) return { intent: previous, isFollowUp: true };
    }
  }
  return { intent: 'unknown', isFollowUp: false };
}

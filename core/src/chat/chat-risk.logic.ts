import { CHAT_CONTEXT_MESSAGES, type ChatMessage } from './chat.schema';
import {
  FACTOR_TOPICS,
  FIRST_PERSON,
  NEGATED,
  POSSESSIVE_BEFORE,
  RISK_FACTORS,
  RISK_PATTERNS,
  RISK_VOCABULARY,
  SOMEONE_ELSE,
  STARTS_WITH_AGE,
  type RiskFactor,
  type RiskTopic,
} from './chat-risk-factors.logic';
import { correctTypos } from './typo-tolerance.logic';

/**
 * The risk screen that runs before any protocol advice, for both coaches: it reads every message
 * the person wrote in the conversation (not only the newest, nor only the coach's window, so
 * "I'm pregnant" then twenty messages later "how long should I fast?" is still screened) and says
 * which conditions they mentioned and whether the newest message asks for advice those conditions
 * affect. Matching errs on the side of caution.
 */
export type RiskScreen = {
  /** Conditions the person mentioned in the conversation: their own, or those of someone they now ask about. */
  mentioned: RiskFactor[];
  /** Set when the newest message asks for fasting or cold advice a mentioned condition affects. */
  caution: { factors: RiskFactor[]; topics: RiskTopic[] } | null;
};

// "ED" in capitals after a verb or determiner, or before a recovery word, is read as an eating
// disorder (an emergency-department "ED nurse" is not).
const ED_ABBREVIATION = [
  [
    /\b(an|my|the|of|from|had|have|has|with|into|past|former) ED\b(?! (?:nurse|doctor|physician|visit|trip|department|staff|shifts?|waits?|admission|room|tech))/g,
    '$1 eating disorder',
  ],
  [/\bED (history|recovery|relapse|treatment|behaviou?rs?|thoughts|brain|habits|therapist|clinic)\b/g, 'eating disorder $1'],
] as const;

export function normaliseForScreen(text: string): string {
  let expanded = text.replace(/[\u2018\u2019\u02bc]/g, "'");
  for (const [pattern, replacement] of ED_ABBREVIATION) expanded = expanded.replace(pattern, replacement);
  return correctTypos(expanded.toLowerCase().replace(/\s+/g, ' ').trim(), RISK_VOCABULARY);
}

/** Sentences, and the parts of a sentence that turn to a question ("my dad has diabetes, what's…"). */
const clausesOf = (text: string) =>
  text
    .split(
      /(?<=[.!?;])\s+|\s+(?:but|though|although|—|–|-)\s+|,\s*(?=(?:and |so |but )?(?:what|what's|how|can|could|should|would|will|is|are|do|does|any|tips)\b)/,
    )
    .filter((clause) => clause.trim() !== '');

/** Whether the text before a mention makes it someone else's: "my dad has", with no "I" after it. */
function isAboutSomeoneElse(before: string, mention: string): boolean {
  if (STARTS_WITH_AGE.test(mention) && POSSESSIVE_BEFORE.test(before)) return true;
  let last = -1;
  for (const match of before.matchAll(SOMEONE_ELSE)) last = match.index + match[0].length;
  return last !== -1 && !FIRST_PERSON.test(before.slice(last) + mention);
}

type Mentions = { own: Set<RiskFactor>; others: Set<RiskFactor> };

/**
 * What each message already read mentions: every completion reads the whole conversation again,
 * and only its newest message is new. Bounded, oldest first out.
 */
const MENTIONS_KEPT = 5000;
const mentionsRead = new Map<string, Mentions>();

function rememberedMentionsIn(text: string): Mentions {
  const known = mentionsRead.get(text);
  if (known) return known;
  const mentions = mentionsIn(text);
  if (mentionsRead.size >= MENTIONS_KEPT) mentionsRead.delete(mentionsRead.keys().next().value!);
  mentionsRead.set(text, mentions);
  return mentions;
}

/** The conditions one message mentions, split by whose they are. Negated mentions do not count. */
export function mentionsIn(text: string): Mentions {
  const mentions: Mentions = { own: new Set(), others: new Set() };
  for (const clause of clausesOf(normaliseForScreen(text))) {
    for (const factor of RISK_FACTORS) {
      for (const { pattern, unlessBefore, test } of RISK_PATTERNS[factor]) {
        const match = pattern.exec(clause);
        if (!match || (test && !test(match))) continue;
        const before = clause.slice(0, match.index);
        if (NEGATED.test(before) || unlessBefore?.test(before)) continue;
        (isAboutSomeoneElse(before, match[0]) ? mentions.others : mentions.own).add(factor);
        break;
      }
    }
  }
  return mentions;
}

const TOPIC_PATTERNS: Record<RiskTopic | 'plan', RegExp[]> = {
  fasting: [
    /\bfast(?:s|ing|ed|er)?\b/,
    /\b(?:omad|autophagy|ketosis|ketones?|eating window|feeding window|cleanse|detox|electrolytes?|stages?)\b/,
    /\b\d{1,2}:\d{1,2}\b/,
    /\bskip(?:ping)? (?:breakfast|lunch|dinner|meals?)\b/,
    /\b(?:not|stop|without|go without) eat(?:ing)?\b|\bwithout food\b/,
    /\b(?:lose|losing|lost|drop|shed|cut|burn) (?:\w+ )?(?:weight|pounds|lbs|kg|kilos|fat|calories)\b/,
    /\bweight ?loss\b|\b(?:calorie|calories|diet|dieting)\b/,
  ],
  cold: [
    /\bcold\b/,
    /\bice ?(?:bath|baths|plunge|plunges|water|tub)\b/,
    /\bplung(?:e|es|ing)\b/,
    /\bcryo/,
    /\bwinter swim|\bwim hof\b|\bshiver/,
  ],
  plan: [
    /\bwhat (?:should|can|do) i (?:do|focus|try|start)\b/,
    /\b(?:plan|protocols?|program|programme|regimen|challenge)\b/,
    /\b(?:get|getting) started\b|\bwhere (?:do|should) i start\b|\bhow (?:do|should) i (?:start|begin)\b|\bbeginner\b/,
    /\bnext steps?\b|\bfocus on\b/,
  ],
};

function topicsIn(text: string): Set<RiskTopic> {
  const normalised = normaliseForScreen(text);
  const topics = new Set<RiskTopic>();
  if (TOPIC_PATTERNS.fasting.some((pattern) => pattern.test(normalised))) topics.add('fasting');
  if (TOPIC_PATTERNS.cold.some((pattern) => pattern.test(normalised))) topics.add('cold');
  // A general "what should I do?" may be answered with a fast or a cold session.
  if (TOPIC_PATTERNS.plan.some((pattern) => pattern.test(normalised))) ['fasting', 'cold'].forEach((t) => topics.add(t as RiskTopic));
  return topics;
}

const FOLLOW_UP =
  /^(?:more|tell me more|go on|and\b|why|how|what else|what about|really|ok(?:ay)?|yes|sure|explain|details?|such as|like what|anything else|then what)/;
/** A short question with a subject of its own ("how do I sleep better?") is not a follow-up. */
const OTHER_SUBJECT =
  /\b(?:sleep|slept|bed|nap|water|drink|hydrat\w*|heart ?rate|pulse|blood pressure|weigh\w*|protein|30-30-30|walk\w*|exercise|workout|streak|progress|checklist|supplements?|vitamins?|journal|mood|stress)\b/;
/** "ok thanks", "got it": the person closes the topic rather than asking for more of it. */
const ACKNOWLEDGEMENT = /\b(?:thanks?|thank you|thx|ty|cheers|got it|appreciate(?:d| it)?|noted|will do|great|perfect|understood)\b/;
const ASKS_ABOUT_SOMEONE_ELSE = /\b(?:she|he|they|her|him|them|his|their)\b/;

/** The person's messages in the window the coach answers from, oldest first. */
const windowOf = (messages: readonly ChatMessage[]) =>
  messages
    .filter((message) => message.role !== 'system')
    .slice(-CHAT_CONTEXT_MESSAGES)
    .filter((message) => message.role === 'user')
    .map((message) => message.content);

/**
 * `messages`: what the coach is asked, ending with the newest message. `earlier`: everything else
 * the person wrote in the same conversation (the stored one reaches further back than a request
 * does): a condition disclosed once keeps applying until the conversation is cleared.
 */
export function screenConversation(messages: readonly ChatMessage[], earlier: readonly string[] = []): RiskScreen {
  const said = windowOf(messages);
  const latest = said.at(-1) ?? '';
  const everything = [...earlier, ...messages.filter((message) => message.role === 'user').map((message) => message.content)];
  const perMessage = [...new Set(everything)].map(rememberedMentionsIn);
  const latestMentions = rememberedMentionsIn(latest);
  const includesOthers = ASKS_ABOUT_SOMEONE_ELSE.test(normaliseForScreen(latest));
  const counted = (mentions: Mentions) => [...mentions.own, ...(includesOthers ? mentions.others : [])];

  const mentioned = RISK_FACTORS.filter((factor) => perMessage.some((mentions) => counted(mentions).includes(factor)));

  const topics = topicsIn(latest);
  // Naming a condition is itself a request to be screened: "I'm diabetic" gets the caution.
  for (const factor of counted(latestMentions)) FACTOR_TOPICS[factor].forEach((topic) => topics.add(topic));
  // "Tell me more" continues the topic of the person's previous message.
  const normalised = normaliseForScreen(latest);
  if (
    topics.size === 0 &&
    normalised.split(' ').length <= 6 &&
    FOLLOW_UP.test(normalised) &&
    !ACKNOWLEDGEMENT.test(normalised) &&
    !OTHER_SUBJECT.test(normalised)
  ) {
    for (const before of said.slice(0, -1).reverse()) {
      const previous = topicsIn(before);
      if (previous.size === 0) continue;
      previous.forEach((topic) => topics.add(topic));
      break;
    }
  }

  const factors = mentioned.filter((factor) => FACTOR_TOPICS[factor].some((topic) => topics.has(topic)));
  if (factors.length === 0) return { mentioned, caution: null };
  const affected = (['fasting', 'cold'] as const).filter(
    (topic) => topics.has(topic) && factors.some((factor) => FACTOR_TOPICS[factor].includes(topic)),
  );
  return { mentioned, caution: { factors, topics: affected } };
}

/** Whether a mentioned condition rules out extended-fast coaching even when the caution did not fire. */
export const affectsFasting = (mentioned: readonly RiskFactor[]) => mentioned.some((factor) => FACTOR_TOPICS[factor].includes('fasting'));

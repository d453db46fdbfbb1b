import type { CoachGrounding } from '@uh/core/chat/chat-grounding.logic';
import { FACTOR_TOPICS, type RiskTopic } from '@uh/core/chat/chat-risk-factors.logic';
import { riskReminder, riskReply } from '@uh/core/chat/chat-risk-reply.logic';
import { affectsFasting, screenConversation, type RiskScreen } from '@uh/core/chat/chat-risk.logic';
import type { ChatMessage } from '@uh/core/chat/chat.schema';
import type { CoachRequest, LlmProvider } from '../llm-provider';
import type { Ask } from './ask';
import { biometricsAnswer } from './biometrics-answer';
import { aboutAnswer, greetingAnswer, thanksAnswer, unknownAnswer } from './conversation-answers';
import { matchIntent, type Intent } from './intents';
import { progressAnswer } from './progress-answer';
import { breakingFastAnswer, electrolytesAnswer } from './fast-care-answers';
import { coldAnswer, fastingAnswer, thirtyAnswer } from './protocol-answers';
import { paragraphs } from './text';
import { hydrationAnswer, sleepAnswer } from './wellbeing-answers';

const ANSWERS: Record<Intent, (grounding: CoachGrounding, ask: Ask) => string> = {
  thirty: thirtyAnswer,
  fasting: fastingAnswer,
  breakingFast: breakingFastAnswer,
  electrolytes: electrolytesAnswer,
  cold: coldAnswer,
  sleep: sleepAnswer,
  hydration: hydrationAnswer,
  biometrics: biometricsAnswer,
  progress: progressAnswer,
  greeting: greetingAnswer,
  about: aboutAnswer,
  thanks: thanksAnswer,
  unknown: unknownAnswer,
};

// The topics of this coach's own answers that give protocol advice, so a question the shared
// screen did not read as one ("I'm so hungry") is still screened once the coach picks its topic.
// A progress question ("what's my streak?") is answered on its own terms, with no fasting or cold
// step for a person at risk and the one-line reminder.
const INTENT_TOPICS: Partial<Record<Intent, RiskTopic[]>> = {
  fasting: ['fasting'],
  breakingFast: ['fasting'],
  electrolytes: ['fasting'],
  cold: ['cold'],
};
const isAtRiskIn = (screen: RiskScreen, topic: RiskTopic) => screen.mentioned.some((factor) => FACTOR_TOPICS[factor].includes(topic));

function cautionFor(screen: RiskScreen, intent: Intent): RiskScreen['caution'] {
  if (screen.caution) return screen.caution;
  const topics = (INTENT_TOPICS[intent] ?? []).filter((topic) => screen.mentioned.some((factor) => FACTOR_TOPICS[factor].includes(topic)));
  if (topics.length === 0) return null;
  return { factors: screen.mentioned.filter((factor) => FACTOR_TOPICS[factor].some((topic) => topics.includes(topic))), topics };
}

/**
 * The built-in coach's reply: deterministic, from the person's data and the knowledge base. The
 * risk screen comes first: a person who mentioned a condition that makes fasting or cold exposure
 * risky gets the caution instead of protocol advice, and a one-line reminder after any other
 * answer. `screen`: what the screen found over the whole conversation, when known.
 */
export function offlineCoachReply(
  messages: readonly ChatMessage[],
  grounding: CoachGrounding,
  screen: RiskScreen = screenConversation(messages),
): string {
  const { intent, isFollowUp } = matchIntent(messages);
  const caution = cautionFor(screen, intent);
  if (caution) return riskReply(caution, grounding.fasting.active?.elapsedSeconds ?? null);
  const text = messages.filter((message) => message.role === 'user').at(-1)?.content ?? '';
  const answer = ANSWERS[intent](grounding, {
    isFollowUp,
    text,
    isAtRisk: affectsFasting(screen.mentioned),
    isAtRiskInCold: isAtRiskIn(screen, 'cold'),
  });
  return paragraphs(answer, riskReminder(screen.mentioned));
}

/** The default coach when no language model is configured: instant, private, always available. */
export function createOfflineCoach(): LlmProvider {
  const complete = async ({ messages, grounding, screen, signal }: CoachRequest) => {
    signal.throwIfAborted();
    return offlineCoachReply(messages, grounding, screen);
  };
  return {
    info: { coach: 'offline', model: null },
    complete,
    // Paragraph by paragraph, so the page's streaming path is the same for both coaches.
    async *stream(request) {
      const reply = await complete(request);
      const pieces = reply.split(/(?<=\n\n)/);
      for (const piece of pieces) yield piece;
    },
  };
}

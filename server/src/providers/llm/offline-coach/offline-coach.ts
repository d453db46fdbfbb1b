import type { CoachGrounding } from '@uh/core/chat/chat-grounding.logic';
import type { ChatMessage } from '@uh/core/chat/chat.schema';
import type { CoachRequest, LlmProvider } from '../llm-provider';
import { aboutAnswer, greetingAnswer, thanksAnswer, unknownAnswer } from './conversation-answers';
import { matchIntent, type Intent } from './intents';
import { progressAnswer } from './progress-answer';
import { coldAnswer, fastingAnswer, thirtyAnswer } from './protocol-answers';
import { biometricsAnswer, hydrationAnswer, sleepAnswer } from './wellbeing-answers';

const ANSWERS: Record<Intent, (grounding: CoachGrounding, isFollowUp: boolean) => string> = {
  thirty: thirtyAnswer,
  fasting: fastingAnswer,
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

/** The built-in coach's reply: deterministic, from the person's data and the knowledge base. */
export function offlineCoachReply(messages: readonly ChatMessage[], grounding: CoachGrounding): string {
  const { intent, isFollowUp } = matchIntent(messages);
  return ANSWERS[intent](grounding, isFollowUp);
}

/** The default coach when no language model is configured: instant, private, always available. */
export function createOfflineCoach(): LlmProvider {
  const complete = async ({ messages, grounding, signal }: CoachRequest) => {
    signal.throwIfAborted();
    return offlineCoachReply(messages, grounding);
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

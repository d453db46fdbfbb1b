import type { CoachGrounding } from '@uh/core/chat/chat-grounding.logic';
import type { Ask } from './ask';
import { LLM_SETUP_HINT, OFFLINE_INTRO, TOPIC_EXAMPLES } from './knowledge-base';
import { nextSteps } from './progress-answer';
import { bullets, paragraphs } from './text';

const partOfDay = (localTime: string) => {
  const hour = Number(localTime.slice(0, 2));
  return hour < 12 ? 'morning' : hour < 18 ? 'afternoon' : 'evening';
};

export function greetingAnswer(grounding: CoachGrounding, { isAtRisk, isAtRiskInCold }: Ask): string {
  const step = nextSteps(grounding, isAtRisk, isAtRiskInCold)[0];
  return paragraphs(
    `Good ${partOfDay(grounding.localTime)}! I’m the built-in coach. ${grounding.streak > 1 ? `You’re on a ${grounding.streak}-day streak — nice.` : ''}`.trim(),
    step ? `A good next step:\n${bullets([step])}` : null,
    `You can ask me things like:\n${bullets(TOPIC_EXAMPLES.slice(0, 4))}`,
  );
}

export function aboutAnswer(): string {
  return paragraphs(
    OFFLINE_INTRO,
    `I can help with:\n${bullets([
      'fasting stages and how your current fast is going',
      'breaking a fast, refeeding after a long one and electrolytes',
      'the 30-30-30 morning routine and today’s status',
      'cold exposure guidance and your minutes this week',
      'sleep, your hydration target and your latest biometrics',
      'your streaks and what to do next',
    ])}`,
    LLM_SETUP_HINT,
  );
}

export const thanksAnswer = () => 'You’re welcome! Ask me any time — small steps every day are what add up.';

export function unknownAnswer(): string {
  return paragraphs(
    'I’m the built-in coach, so I stick to what I know well: fasting, the 30-30-30 routine, cold exposure, sleep, hydration, your biometrics and your progress.',
    `Try asking:\n${bullets(TOPIC_EXAMPLES)}`,
    LLM_SETUP_HINT,
  );
}

import { describe, expect, it } from 'vitest';
import { buildSystemPrompt, RISK_SCREEN_GUIDANCE } from './chat-context.logic';
import { EATING_DISORDER_HELP, riskReminder, riskReply } from './chat-risk-reply.logic';
import { cautionProblems, NO_RISK_CASES, RISK_CASES } from './chat-risk.cases';
import { mentionsIn, screenConversation } from './chat-risk.logic';
import type { ChatMessage } from './chat.schema';

/** The person's messages with a coach reply between each two, as the page sends them. */
const conversationOf = (said: readonly string[]): ChatMessage[] =>
  said.flatMap((content, index) => [
    ...(index > 0 ? [{ role: 'assistant' as const, content: 'Happy to help with that.' }] : []),
    { role: 'user' as const, content },
  ]);

describe('the risk screen', () => {
  it('has a table of at least 40 phrasings that must set off the caution', () => {
    expect(RISK_CASES.length).toBeGreaterThanOrEqual(40);
  });

  it.each(RISK_CASES.map((riskCase) => [riskCase.said.join(' → '), riskCase] as const))('cautions on "%s"', (_, { said, factors }) => {
    const { caution } = screenConversation(conversationOf(said));
    expect(caution?.factors).toEqual(factors);
    expect(cautionProblems(riskReply(caution!), factors)).toEqual([]);
  });

  it.each(NO_RISK_CASES.map((said) => [said.join(' → '), said] as const))('leaves "%s" alone', (_, said) => {
    expect(screenConversation(conversationOf(said)).caution).toBeNull();
  });

  it('still knows what was said earlier when the newest message does not need the caution', () => {
    const screen = screenConversation(conversationOf(["I'm pregnant", 'How do I sleep better?']));
    expect(screen).toEqual({ mentioned: ['pregnancy'], caution: null });
  });

  it('reads every message of the conversation, also those before the coach’s window and those stored earlier', () => {
    const filler = Array.from({ length: 8 }, (_, index) => `note ${index}`);
    expect(screenConversation(conversationOf(["I'm pregnant", ...filler, 'How long should I fast?'])).caution?.factors).toEqual([
      'pregnancy',
    ]);
    const screen = screenConversation(conversationOf([...filler.slice(0, 4), 'Is an ice bath OK?']), ["I'm pregnant", ...filler]);
    expect(screen.caution).toEqual({ factors: ['pregnancy'], topics: ['cold'] });
  });

  it('takes thanks after the caution as the end of the topic, not a follow-up', () => {
    expect(screenConversation(conversationOf(["I'm pregnant. Is a cold shower OK?", 'ok thanks'])).caution).toBeNull();
    expect(screenConversation(conversationOf(["I'm pregnant. Is a cold shower OK?", 'ok, tell me more'])).caution).not.toBeNull();
    expect(screenConversation(conversationOf(["I'm pregnant. Is a cold shower OK?", 'How do I sleep better?'])).caution).toBeNull();
  });

  it('reads only the person’s messages, not the coach’s', () => {
    const messages: ChatMessage[] = [
      { role: 'assistant', content: 'Skip fasting if you are pregnant or diabetic.' },
      { role: 'user', content: 'How long should I fast?' },
    ];
    expect(screenConversation(messages)).toEqual({ mentioned: [], caution: null });
  });

  it('tells someone else’s condition from the person’s own', () => {
    expect(mentionsIn('My dad has diabetes')).toEqual({ own: new Set(), others: new Set(['diabetes']) });
    expect(mentionsIn('My mom says I’m too skinny')).toEqual({ own: new Set(['underweight']), others: new Set() });
    expect(mentionsIn('My husband and I are expecting')).toEqual({ own: new Set(['pregnancy']), others: new Set() });
  });
});

describe('the caution', () => {
  it('leads with the reasons and the doctor, then explains each one, for fasting and cold together', () => {
    const reply = riskReply({ factors: ['pregnancy', 'heart'], topics: ['fasting', 'cold'] });
    const [lead, ...rest] = reply.split('\n\n');
    expect(lead).toBe(
      'Because you mentioned pregnancy or breastfeeding and a heart condition, please talk to your doctor first before trying any fast or cold exposure. Thank you for telling me: it changes what is safe for you.',
    );
    expect(rest.join('\n')).toContain('- Pregnancy or breastfeeding: you and your baby need a steady supply');
    expect(rest.join('\n')).toContain('- A heart condition: cold water makes your heart rate and blood pressure jump');
    expect(reply).toContain('So I won’t coach fasting here.');
  });

  it('gives support and where to find help for an eating disorder, and no fasting tips', () => {
    const reply = riskReply({ factors: ['eating-disorder'], topics: ['fasting'] });
    expect(
      reply.startsWith('Thank you for trusting me with this. Because you mentioned an eating disorder, please talk to your doctor first'),
    ).toBe(true);
    expect(reply).toContain(EATING_DISORDER_HELP);
    expect(reply).not.toMatch(/16:8|12:12|stage/i);
  });

  it('asks to end a fast that is running, without naming its stage', () => {
    const reply = riskReply({ factors: ['diabetes'], topics: ['fasting'] }, 30 * 3600 + 5 * 60);
    expect(reply).toContain('You have a fast running now (30 h 5 min in). Please consider ending it on the Fasting page');
    expect(reply).not.toContain('Deep Autophagy');
  });
});

describe('the reminder after an unrelated answer', () => {
  it('is one line naming the condition and the doctor', () => {
    expect(riskReminder(['pregnancy'])).toBe(
      'A reminder: because you mentioned pregnancy or breastfeeding, please talk to your doctor first before trying any fast or cold exposure.',
    );
    expect(riskReminder(['raynauds'])).toContain('before starting cold exposure');
    expect(riskReminder([])).toBeNull();
  });
});

describe('the system prompt', () => {
  it('always carries the screen instructions, and what the screen found earlier', () => {
    expect(buildSystemPrompt('SUMMARY')).toContain(RISK_SCREEN_GUIDANCE);
    expect(RISK_SCREEN_GUIDANCE).toContain('talk to their doctor first');
    expect(RISK_SCREEN_GUIDANCE).toContain('never describe fasting stages beyond 24 hours');
    expect(RISK_SCREEN_GUIDANCE).toContain('1-888-375-7767');
    expect(buildSystemPrompt('SUMMARY', undefined, ['pregnancy'])).toContain(
      'Earlier in this conversation the person mentioned pregnancy or breastfeeding: the safety screen applies',
    );
    expect(buildSystemPrompt('SUMMARY', undefined, ['pregnancy'])).toContain('with at most a one-line reminder of the caution');
  });
});

import type { StoredChatMessage } from '@uh/core/chat/chat.schema';
import { describe, expect, it } from 'vitest';
import { chatWindow, isAwaitingReply } from './chat-window';

const stored = (count: number): StoredChatMessage[] =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    role: index % 2 === 0 ? 'user' : 'assistant',
    content: `m${index + 1}`,
    createdAt: '2025-03-12T08:00:00.000Z',
  }));

describe('chatWindow', () => {
  it('sends the last 10 messages, oldest first, as role and content only', () => {
    const window = chatWindow(stored(13));
    expect(window).toHaveLength(10);
    expect(window[0]).toEqual({ role: 'assistant', content: 'm4' });
    expect(window.at(-1)).toEqual({ role: 'user', content: 'm13' });
  });

  it('sends everything when there are fewer', () => {
    expect(chatWindow(stored(1))).toEqual([{ role: 'user', content: 'm1' }]);
  });
});

describe('isAwaitingReply', () => {
  it('is true when the last message is the person’s', () => {
    expect(isAwaitingReply(stored(3))).toBe(true);
    expect(isAwaitingReply(stored(2))).toBe(false);
    expect(isAwaitingReply([])).toBe(false);
  });
});

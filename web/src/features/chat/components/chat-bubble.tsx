import BotIcon from 'lucide-react/icons/bot';
import type { ChatRole } from '@uh/core/chat/chat.schema';
import { cn } from '#lib/cn';
import { FormattedMessage } from './formatted-message';

type ChatBubbleProps = { role: ChatRole; content: string; isStreaming?: boolean };

/** One message, labelled with who wrote it. */
export function ChatBubble({ role, content, isStreaming = false }: ChatBubbleProps) {
  const isUser = role === 'user';
  return (
    <li className={cn('flex items-end gap-2', isUser ? 'justify-end' : 'justify-start')} aria-busy={isStreaming || undefined}>
      {isUser ? null : (
        <span
          aria-hidden="true"
          className="mb-6 hidden size-8 shrink-0 items-center justify-center rounded-full bg-protocol-coach-soft text-protocol-coach sm:flex"
        >
          <BotIcon className="size-4" />
        </span>
      )}
      <div className={cn('flex max-w-[85%] min-w-0 flex-col gap-1', isUser ? 'items-end' : 'items-start')}>
        <span className="text-xs font-medium text-muted-foreground">{isUser ? 'You' : 'Coach'}</span>
        <div
          className={cn(
            'space-y-2 rounded-2xl px-4 py-2.5 text-[0.9375rem] leading-6 break-words',
            isUser ? 'rounded-br-sm bg-primary text-primary-foreground' : 'rounded-bl-sm bg-protocol-coach-soft text-foreground',
          )}
        >
          <FormattedMessage text={content} />
        </div>
      </div>
    </li>
  );
}

/** Shown while the reply has not started: three pulsing dots and, for screen readers, words. */
export function TypingIndicator() {
  return (
    <div role="status" className="flex items-center gap-2 pl-0 text-sm text-muted-foreground sm:pl-10">
      <span aria-hidden="true" className="flex gap-1 rounded-2xl rounded-bl-sm bg-protocol-coach-soft px-4 py-3">
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            className="size-2 animate-bounce rounded-full bg-protocol-coach motion-reduce:animate-none"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </span>
      <span>Coach is typing…</span>
    </div>
  );
}

import SendIcon from 'lucide-react/icons/send';
import { CHAT_MESSAGE_MAX_CHARS } from '@uh/core/chat/chat.schema';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '#lib/cn';
import { Button } from '#ui/button';

const COUNTER_FROM = CHAT_MESSAGE_MAX_CHARS - 500;

type ChatComposerProps = { onSend: (text: string) => Promise<boolean>; isDisabled: boolean };

/** The message box: Enter sends, Shift+Enter adds a line; empty or blank messages are not sent. */
export function ChatComposer({ onSend, isDisabled }: ChatComposerProps) {
  const [text, setText] = useState('');
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const hadFocus = useRef(false);
  const canSend = !isDisabled && text.trim() !== '';

  // Disabling the box while a reply is pending drops focus; give it back to whoever was typing.
  useEffect(() => {
    if (!isDisabled && hadFocus.current) {
      hadFocus.current = false;
      inputRef.current?.focus();
    }
  }, [isDisabled]);

  async function submit() {
    if (!canSend) return;
    hadFocus.current = document.activeElement === inputRef.current;
    if (await onSend(text)) setText('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  }

  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="min-w-0 flex-1">
        <label htmlFor={inputId} className="sr-only">
          Message the coach
        </label>
        <textarea
          ref={inputRef}
          id={inputId}
          rows={2}
          value={text}
          maxLength={CHAT_MESSAGE_MAX_CHARS}
          disabled={isDisabled}
          aria-describedby={hintId}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Ask about fasting, 30-30-30, cold exposure, sleep…"
          className={cn(
            'block max-h-40 min-h-11 w-full resize-none rounded-control border border-input-border bg-surface px-3 py-2 text-base text-foreground',
            'placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:bg-surface-muted',
          )}
        />
        <p id={hintId} className={cn('text-xs text-muted-foreground', text.length < COUNTER_FROM && 'sr-only')}>
          Enter sends, Shift+Enter adds a new line.
          {text.length >= COUNTER_FROM ? ` ${text.length} / ${CHAT_MESSAGE_MAX_CHARS} characters.` : null}
        </p>
      </div>
      <Button type="submit" disabled={!canSend} className="mb-auto shrink-0">
        <SendIcon aria-hidden="true" className="size-4" />
        Send
      </Button>
    </form>
  );
}

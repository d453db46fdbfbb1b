export type SseEvent = { event: string; data: string };

/**
 * An incremental text/event-stream parser: feed it text as it arrives, get back the events that
 * are complete (an event ends at a blank line; its data lines are joined with "\n").
 */
export function createSseParser() {
  let buffer = '';
  let event = 'message';
  let data: string[] = [];

  return {
    push(text: string): SseEvent[] {
      buffer += text;
      const events: SseEvent[] = [];
      let newline: number;
      while ((newline = buffer.indexOf('\n')) !== -1) {
        const line = buffer.slice(0, newline).replace(/\r$/, '');
        buffer = buffer.slice(newline + 1);
        if (line === '') {
          if (data.length > 0) events.push({ event, data: data.join('\n') });
          event = 'message';
          data = [];
        } else if (line.startsWith('event:')) {
          event = line.slice(6).trim();
        } else if (line.startsWith('data:')) {
          data.push(line.slice(5).replace(/^ /, ''));
        }
      }
      return events;
    },
  };
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { askOpenerSite, SILENT_AFTER_MS, STOP_ASKING_AFTER_MS } from './ask-opener-site';

const APP = 'https://app.example';
const SITE = 'https://blog.example';

function setUp() {
  const opener = { postMessage: vi.fn() };
  const inbox = new EventTarget();
  const onSite = vi.fn();
  const stop = askOpenerSite({ opener, inbox: inbox as unknown as Window, appOrigin: APP, onSite });
  const answer = (from: unknown, origin = APP, data: unknown = { type: 'WIDGET_HOST', origin: SITE }) =>
    inbox.dispatchEvent(Object.assign(new Event('message'), { source: from, origin, data }));
  return { opener, onSite, stop, answer };
}

describe('askOpenerSite', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks on the app’s origin only, and takes the opener’s answer', () => {
    const { opener, onSite, answer } = setUp();
    expect(opener.postMessage).toHaveBeenCalledWith({ type: 'WIDGET_HOST_REQUEST' }, APP);
    answer(opener);
    expect(onSite).toHaveBeenCalledWith(SITE);
  });

  it('ignores answers from another window, another origin, or in another shape', () => {
    const { opener, onSite, answer } = setUp();
    answer({ postMessage: vi.fn() });
    answer(opener, 'https://evil.example');
    answer(opener, APP, { type: 'WIDGET_HOST', origin: 42 });
    expect(onSite).not.toHaveBeenCalled();
  });

  it('says nothing answered after a few seconds, yet still takes a late answer', () => {
    const { opener, onSite, answer } = setUp();
    vi.advanceTimersByTime(SILENT_AFTER_MS);
    expect(onSite).toHaveBeenLastCalledWith(null);
    const asked = opener.postMessage.mock.calls.length;
    vi.advanceTimersByTime(2000);
    expect(opener.postMessage.mock.calls.length).toBeGreaterThan(asked);
    answer(opener);
    expect(onSite).toHaveBeenLastCalledWith(SITE);
  });

  it('stops asking after a minute, and once answered', () => {
    const late = setUp();
    vi.advanceTimersByTime(STOP_ASKING_AFTER_MS);
    const asked = late.opener.postMessage.mock.calls.length;
    vi.advanceTimersByTime(5000);
    expect(late.opener.postMessage.mock.calls.length).toBe(asked);
    late.stop();

    const prompt = setUp();
    prompt.answer(prompt.opener);
    const afterAnswer = prompt.opener.postMessage.mock.calls.length;
    vi.advanceTimersByTime(5000);
    expect(prompt.opener.postMessage.mock.calls.length).toBe(afterAnswer);
    expect(prompt.onSite).toHaveBeenCalledTimes(1);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_REMOVE_DELAY } from './toast-reducer';
import { dismissToast, getToastState, toast } from './use-toast';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  dismissToast();
  vi.runAllTimers();
  vi.useRealTimers();
});

describe('toast store', () => {
  it('keeps the 5 newest toasts', () => {
    for (let index = 1; index <= 6; index += 1) toast({ title: `Toast ${index}` });
    expect(getToastState().toasts.map((item) => item.title)).toEqual(['Toast 6', 'Toast 5', 'Toast 4', 'Toast 3', 'Toast 2']);
  });

  it('closes a dismissed toast at once and removes it after the removal delay', () => {
    const shown = toast({ title: 'Login failed', description: 'Invalid username or password', variant: 'destructive' });
    shown.dismiss();
    expect(getToastState().toasts.find((item) => item.id === shown.id)?.open).toBe(false);

    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(getToastState().toasts.some((item) => item.id === shown.id)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(getToastState().toasts.some((item) => item.id === shown.id)).toBe(false);
  });

  it('updates a toast in place', () => {
    const shown = toast({ title: 'Saving' });
    shown.update({ title: 'Saved' });
    expect(getToastState().toasts.find((item) => item.id === shown.id)?.title).toBe('Saved');
  });
});

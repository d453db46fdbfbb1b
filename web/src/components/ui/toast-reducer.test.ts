import { describe, expect, it } from 'vitest';
import { TOAST_LIMIT, toastReducer, type ToastData, type ToastState } from './toast-reducer';

const make = (id: string, extra: Partial<ToastData> = {}): ToastData => ({ id, title: `Toast ${id}`, open: true, ...extra });
const empty: ToastState = { toasts: [] };

function addMany(count: number): ToastState {
  let state = empty;
  for (let index = 1; index <= count; index += 1) state = toastReducer(state, { type: 'ADD_TOAST', toast: make(String(index)) });
  return state;
}

describe('toastReducer', () => {
  it('shows at most 5 toasts, newest first', () => {
    expect(TOAST_LIMIT).toBe(5);
    const state = addMany(7);
    expect(state.toasts.map((toast) => toast.id)).toEqual(['7', '6', '5', '4', '3']);
  });

  it('updates one toast by id', () => {
    const state = toastReducer(addMany(2), { type: 'UPDATE_TOAST', toast: { id: '1', title: 'Changed' } });
    expect(state.toasts.find((toast) => toast.id === '1')?.title).toBe('Changed');
    expect(state.toasts.find((toast) => toast.id === '2')?.title).toBe('Toast 2');
  });

  it('dismisses one toast by closing it, keeping it until removal', () => {
    const state = toastReducer(addMany(3), { type: 'DISMISS_TOAST', toastId: '2' });
    expect(state.toasts.map((toast) => [toast.id, toast.open])).toEqual([
      ['3', true],
      ['2', false],
      ['1', true],
    ]);
  });

  it('dismisses every toast when no id is given', () => {
    const state = toastReducer(addMany(3), { type: 'DISMISS_TOAST' });
    expect(state.toasts.every((toast) => !toast.open)).toBe(true);
    expect(state.toasts).toHaveLength(3);
  });

  it('removes one toast, or all of them', () => {
    const one = toastReducer(addMany(3), { type: 'REMOVE_TOAST', toastId: '2' });
    expect(one.toasts.map((toast) => toast.id)).toEqual(['3', '1']);
    expect(toastReducer(one, { type: 'REMOVE_TOAST' }).toasts).toEqual([]);
  });

  it('does not change the input state', () => {
    const before = addMany(2);
    const snapshot = structuredClone(before);
    toastReducer(before, { type: 'DISMISS_TOAST' });
    toastReducer(before, { type: 'REMOVE_TOAST', toastId: '1' });
    expect(before).toEqual(snapshot);
  });
});

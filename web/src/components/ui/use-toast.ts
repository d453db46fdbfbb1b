import { useSyncExternalStore } from 'react';
import {
  TOAST_REMOVE_DELAY,
  toastReducer,
  type ToastAction,
  type ToastActionButton,
  type ToastData,
  type ToastState,
  type ToastVariant,
} from './toast-reducer';

// One store for the whole app, so `toast()` works from anywhere (mutation callbacks included).
let state: ToastState = { toasts: [] };
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function dispatch(action: ToastAction) {
  state = toastReducer(state, action);
  for (const listener of listeners) listener();
}

function scheduleRemoval(toastId: string) {
  if (removalTimers.has(toastId)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(toastId);
    dispatch({ type: 'REMOVE_TOAST', toastId });
  }, TOAST_REMOVE_DELAY);
  removalTimers.set(toastId, timer);
}

export function dismissToast(toastId?: string) {
  const ids = toastId === undefined ? state.toasts.map((toast) => toast.id) : [toastId];
  ids.forEach(scheduleRemoval);
  dispatch({ type: 'DISMISS_TOAST', toastId });
}

export type ToastInput = { title?: string; description?: string; variant?: ToastVariant; action?: ToastActionButton; duration?: number };

/** Shows a toast (docs/product.md §4): `toast({ title: 'Login failed', description, variant: 'destructive' })`. */
export function toast(input: ToastInput) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  dispatch({ type: 'ADD_TOAST', toast: { ...input, id, open: true } });
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (next: ToastInput) => dispatch({ type: 'UPDATE_TOAST', toast: { ...next, id } }),
  };
}

export function subscribeToToasts(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function getToastState(): ToastState {
  return state;
}

export function useToast(): { toasts: ToastData[]; toast: typeof toast; dismiss: typeof dismissToast } {
  const current = useSyncExternalStore(subscribeToToasts, getToastState, getToastState);
  return { toasts: current.toasts, toast, dismiss: dismissToast };
}

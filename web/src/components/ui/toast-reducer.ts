/** docs/product.md §4/§9: at most 5 toasts at once; a dismissed toast is removed after 1,000,000 ms. */
export const TOAST_LIMIT = 5;
export const TOAST_REMOVE_DELAY = 1_000_000;

export type ToastVariant = 'default' | 'destructive';

/** A button inside the toast, e.g. Undo; pressing it also closes the toast. */
export type ToastActionButton = { label: string; onClick: () => void };

export type ToastData = {
  id: string;
  title?: string | undefined;
  description?: string | undefined;
  variant?: ToastVariant | undefined;
  action?: ToastActionButton | undefined;
  /** How long it stays, in ms; docs/product.md's 5 s when unset. */
  duration?: number | undefined;
  open: boolean;
};

export type ToastState = { toasts: ToastData[] };

export type ToastAction =
  | { type: 'ADD_TOAST'; toast: ToastData }
  | { type: 'UPDATE_TOAST'; toast: Partial<ToastData> & { id: string } }
  | { type: 'DISMISS_TOAST'; toastId?: string | undefined }
  | { type: 'REMOVE_TOAST'; toastId?: string | undefined };

/** Pure state transitions; timers for removal live in the store (use-toast.ts). Newest first. */
export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case 'ADD_TOAST':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'UPDATE_TOAST':
      return { toasts: state.toasts.map((toast) => (toast.id === action.toast.id ? { ...toast, ...action.toast } : toast)) };
    case 'DISMISS_TOAST':
      return {
        toasts: state.toasts.map((toast) =>
          action.toastId === undefined || toast.id === action.toastId ? { ...toast, open: false } : toast,
        ),
      };
    case 'REMOVE_TOAST':
      return { toasts: action.toastId === undefined ? [] : state.toasts.filter((toast) => toast.id !== action.toastId) };
  }
}

import { useEffect, useRef, type RefObject } from 'react';

/**
 * When the focused control in `container` becomes disabled (Start turns disabled once the timer
 * runs), the browser drops focus to <body> and a keyboard or screen-reader user loses their
 * place. This moves focus to the control `pickNext` names instead (Pause, say), on the render
 * where the swap happens. Focus the person moved elsewhere is left alone.
 */
export function useFocusRecovery(container: RefObject<HTMLElement | null>, pickNext: () => HTMLElement | null) {
  const lastFocused = useRef<HTMLButtonElement | null>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const onFocusIn = (event: FocusEvent) => {
      lastFocused.current = event.target instanceof HTMLButtonElement ? event.target : null;
    };
    element.addEventListener('focusin', onFocusIn);
    return () => element.removeEventListener('focusin', onFocusIn);
  }, [container]);

  useEffect(() => {
    const last = lastFocused.current;
    if (!last?.disabled) return;
    const active = document.activeElement;
    if (active && active !== document.body && active !== last) {
      lastFocused.current = null; // the person went somewhere else
      return;
    }
    const next = pickNext();
    if (next && !(next instanceof HTMLButtonElement && next.disabled)) next.focus();
  });
}

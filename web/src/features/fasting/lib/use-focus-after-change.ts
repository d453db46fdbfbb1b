import { useEffect, useRef } from 'react';

/**
 * When a button is replaced by another (Start Fast by End Fast and back), focus would drop to
 * <body>. `focusNext(id)` asks for the element with that id to take focus as soon as it is on the
 * page and enabled, so keyboard and screen-reader users stay where they were.
 */
export function useFocusAfterChange() {
  const pending = useRef<string | null>(null);
  useEffect(() => {
    if (!pending.current) return;
    const target = document.getElementById(pending.current);
    if (target instanceof HTMLButtonElement && !target.disabled) {
      target.focus();
      pending.current = null;
    }
  });
  return (id: string) => {
    pending.current = id;
  };
}

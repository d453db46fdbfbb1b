import { useEffect, useRef } from 'react';

/**
 * Moves focus when the recorder changes state, because the button that was pressed goes away
 * (Start becomes Stop, Stop becomes the preview): `target` names the element for a change.
 */
export function useFocusOnStatus<TStatus extends string>(status: TStatus, target: (from: TStatus, to: TStatus) => string | null) {
  const previous = useRef(status);
  const pick = useRef(target);
  useEffect(() => {
    pick.current = target;
  });
  useEffect(() => {
    const from = previous.current;
    previous.current = status;
    if (from === status) return;
    const id = pick.current(from, status);
    if (id) document.getElementById(id)?.focus();
  }, [status]);
}

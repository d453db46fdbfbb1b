import { useSyncExternalStore } from 'react';

const nothingChanges = () => () => {};

/**
 * True while React takes over HTML rendered ahead of time (the pre-rendered sign-in screen, and
 * that render itself at build time); false from the render right after, and always for a page
 * drawn in the browser from scratch. Until then the HTML has no event handlers: a control that
 * needs the script is shown disabled rather than letting a click or a press of Enter go nowhere.
 */
export function useIsHydrating(): boolean {
  return useSyncExternalStore(
    nothingChanges,
    () => false,
    () => true,
  );
}

/**
 * What the person typed into a pre-rendered field (by its `name`) before the script took the page
 * over, so the form's state starts from it instead of clearing it. Only meaningful while hydrating.
 */
export function valueTypedBeforeHydration(name: string): string {
  if (typeof document === 'undefined') return '';
  const field = document.querySelector<HTMLInputElement>(`#root input[name="${name}"]`);
  return field?.value ?? '';
}

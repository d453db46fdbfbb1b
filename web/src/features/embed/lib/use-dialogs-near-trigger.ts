import { useEffect, type RefObject } from 'react';

/** Room kept between a dialog and the frame's edges. */
const EDGE_PX = 8;

/**
 * Inside another site's frame the widget is as tall as its content, so a modal dialog centred in
 * the frame can open far below what the visitor sees, and the host page scrolls to it when focus
 * moves in. In widget views, a dialog opens where the button that opened it was instead, kept
 * inside the frame.
 */
export function useDialogsNearTrigger(rootRef: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = rootRef.current;
    if (root === null) return;
    let triggerTop: number | null = null;
    // A click (keyboard activation included) is what opens a dialog. The dialogs waiting in the page
    // move next to it before one opens, so that focus moving in never scrolls the host page.
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? (event.target.closest('button, a, [role="button"]') ?? event.target) : null;
      if (target === null || target.closest('dialog') !== null) return;
      triggerTop = Math.max(EDGE_PX, target.getBoundingClientRect().top);
      for (const dialog of root.querySelectorAll('dialog')) {
        if (!dialog.open) dialog.style.margin = `${Math.round(triggerTop)}px auto auto`;
      }
    };
    // Open, its height is known: keep it inside the frame.
    const place = (dialog: HTMLDialogElement) => {
      if (triggerTop === null) return;
      const height = dialog.getBoundingClientRect().height;
      const top = Math.max(EDGE_PX, Math.min(triggerTop, window.innerHeight - height - EDGE_PX));
      dialog.style.margin = `${Math.round(top)}px auto auto`;
    };
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        if (record.target instanceof HTMLDialogElement && record.target.open) place(record.target);
      }
    });
    observer.observe(root, { subtree: true, attributes: true, attributeFilter: ['open'] });
    root.addEventListener('click', onClick, true);
    return () => {
      observer.disconnect();
      root.removeEventListener('click', onClick, true);
    };
  }, [rootRef]);
}

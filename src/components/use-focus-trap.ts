import { useEffect, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const focusablesIn = (node: HTMLElement | null): HTMLElement[] =>
  node ? Array.from(node.querySelectorAll<HTMLElement>(FOCUSABLE)) : [];

/**
 * Modal focus handling shared by dialogs and sheets: focus moves in when it opens (to `initial`, else the
 * first control, else the panel), Tab wraps inside, Escape calls onClose, and focus returns where it was.
 */
export function useFocusTrap(
  panel: RefObject<HTMLElement | null>,
  onClose: () => void,
  initial?: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const node = panel.current;
    // Dialogs and sheets are fixed to the viewport, so nothing needs scrolling into view: without the scroll
    // the browser need not lay out the whole page there and then, in the middle of opening.
    (initial?.current ?? focusablesIn(node)[0] ?? node)?.focus({ preventScroll: true });
    return () => {
      if (previous?.isConnected) previous.focus();
    };
    // Runs once per opening: the panel and the starting point are fixed while it is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = focusablesIn(panel.current);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panel.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };
}

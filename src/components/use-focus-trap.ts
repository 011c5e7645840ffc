import { useEffect, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const focusablesIn = (node: HTMLElement | null): HTMLElement[] =>
  node ? Array.from(node.querySelectorAll<HTMLElement>(FOCUSABLE)) : [];

// Not <dialog> with showModal(), though it traps focus by itself: a modal dialog goes into the top layer,
// above every z-index, and makes all else inert. The toasts (z-index 50) and the full-screen notices (45)
// belong above dialogs and sheets (40): a 401 shows its "logged in elsewhere" alert toast together with the
// "Session ended" dialog, and that toast would sit dimmed under the dialog's backdrop, hidden from screen
// readers. Chromium on Android also turns the back gesture into a close request for the top modal dialog
// instead of going back (a promotion's sheet is closed by going back), and closes even one that must stay
// (the 21+ question) when the request comes without a user activation, whatever its cancel handler says.

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

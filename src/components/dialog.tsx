import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from './use-focus-trap';
import './dialog.css';

export interface DialogProps {
  title: ReactNode;
  children: ReactNode;
  /** The buttons; the first one gets focus when the dialog opens. */
  actions: ReactNode;
  /** Escape (and any close action) calls this; the caller decides what closing means. */
  onClose: () => void;
  /** A warning that interrupts: announced as an alert dialog. */
  alert?: boolean;
  /** Long content (announcements) scrolls inside the dialog, reachable by keyboard; the actions stay in view. */
  scrollable?: boolean;
}

/** A modal dialog: focus moves in, stays in (Tab wraps), Escape closes, and focus returns where it was. */
export function Dialog({
  title,
  children,
  actions,
  onClose,
  alert = false,
  scrollable = false,
}: DialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const bodyId = useId();
  // Focus starts on the first action, not on a link inside the body: a long announcement should not open
  // scrolled to its middle.
  const onKeyDown = useFocusTrap(panel, onClose, {
    get current() {
      return actionsRef.current?.querySelector<HTMLElement>('button, a[href]') ?? null;
    },
  });

  return createPortal(
    <div className="dialog-backdrop">
      <div
        ref={panel}
        className={scrollable ? 'dialog dialog--scroll' : 'dialog'}
        role={alert ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        <div id={bodyId} className="dialog__body" tabIndex={scrollable ? 0 : undefined}>
          {children}
        </div>
        <div ref={actionsRef} className="dialog__actions">
          {actions}
        </div>
      </div>
    </div>,
    document.body,
  );
}

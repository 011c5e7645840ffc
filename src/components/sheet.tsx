import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from './icons/close-icon';
import { useFocusTrap } from './use-focus-trap';
import './button.css';
import './sheet.css';

export interface SheetProps {
  title: ReactNode;
  children: ReactNode;
  onClose: () => void;
  /** The close button's accessible name (translated by the caller). */
  closeLabel: string;
}

/**
 * A modal panel that slides up from the bottom (ui.md): focus moves to its close button and stays inside,
 * Escape or a tap on the shade closes it, its body scrolls on its own.
 */
export function Sheet({ title, children, onClose, closeLabel }: SheetProps) {
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const onKeyDown = useFocusTrap(panel, onClose, closeButton);

  return createPortal(
    <div className="sheet-backdrop" onClick={onClose}>
      <div
        ref={panel}
        className="sheet"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        onClick={(event) => event.stopPropagation()}
      >
        <div className="sheet__header">
          <h2 id={titleId} className="sheet__title">
            {title}
          </h2>
          <button
            ref={closeButton}
            type="button"
            className="icon-button"
            aria-label={closeLabel}
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        </div>
        <div className="sheet__body" tabIndex={0}>
          {children}
        </div>
      </div>
    </div>,
    document.body,
  );
}

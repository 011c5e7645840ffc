import { useEffect, useId, useRef, type ReactNode } from 'react';
import './full-screen-notice.css';

export interface FullScreenNoticeProps {
  title: ReactNode;
  children: ReactNode;
  /** Buttons or links; the first one gets focus. */
  actions?: ReactNode;
  icon?: ReactNode;
}

/**
 * A page that takes the whole screen (maintenance, access denied, refusal, turn your phone): a modal dialog for
 * assistive technology, since the app behind it is inert while it is up.
 */
export function FullScreenNotice({ title, children, actions, icon }: FullScreenNoticeProps) {
  const titleId = useId();
  const bodyId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = panel.current;
    (
      node?.querySelector<HTMLElement>(
        '.full-screen-notice__actions a, .full-screen-notice__actions button',
      ) ?? node
    )?.focus();
  }, []);

  return (
    <div
      ref={panel}
      className="full-screen-notice"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      tabIndex={-1}
    >
      <div className="full-screen-notice__content">
        {icon ? <div className="full-screen-notice__icon">{icon}</div> : null}
        <h1 id={titleId} className="full-screen-notice__title">
          {title}
        </h1>
        <div id={bodyId} className="full-screen-notice__body">
          {children}
        </div>
        {actions ? <div className="full-screen-notice__actions">{actions}</div> : null}
      </div>
    </div>
  );
}

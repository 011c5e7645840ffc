import type { ComponentProps, ReactNode } from 'react';
import './button.css';

export interface IconButtonProps extends Omit<ComponentProps<'button'>, 'children' | 'aria-label'> {
  /** The accessible name: an icon alone says nothing to a screen reader. */
  label: string;
  icon: ReactNode;
  /** Busy: the icon spins and the button stays focusable (aria-disabled), so focus is not lost mid-task. */
  busy?: boolean;
}

export function IconButton({
  label,
  icon,
  busy = false,
  className = '',
  type = 'button',
  ...rest
}: IconButtonProps) {
  const classes = ['icon-button', busy ? 'icon-button--spinning' : '', className].filter(Boolean).join(' ');
  return (
    <button type={type} className={classes} aria-label={label} aria-disabled={busy || undefined} {...rest}>
      {icon}
    </button>
  );
}

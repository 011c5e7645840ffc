import type { ComponentProps } from 'react';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'accent' | 'inverse' | 'ghost';

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  /** Full width, for the primary action at the bottom of a form. */
  block?: boolean;
}

export function buttonClassName(variant: ButtonVariant, block = false, extra = ''): string {
  return ['button', `button--${variant}`, block ? 'button--block' : '', extra].filter(Boolean).join(' ');
}

export function Button({
  variant = 'primary',
  block = false,
  className = '',
  type = 'button',
  ...rest
}: ButtonProps) {
  return <button type={type} className={buttonClassName(variant, block, className)} {...rest} />;
}

import { Link, type LinkProps } from 'react-router-dom';
import { buttonClassName, type ButtonVariant } from './button';
import './button.css';

export interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  block?: boolean;
}

/** A link that looks like a button: it goes somewhere, so it stays a link for assistive technology. */
export function ButtonLink({ variant = 'primary', block = false, className = '', ...rest }: ButtonLinkProps) {
  return <Link className={buttonClassName(variant, block, className)} {...rest} />;
}

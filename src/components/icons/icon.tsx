import type { ReactNode } from 'react';

export interface IconProps {
  size?: number;
}

/**
 * The frame every icon draws in: a 24-unit stroked outline in the text colour. Icons are decorative (hidden
 * from assistive technology and never focusable); the control around one carries the name.
 */
export function Icon({ size = 24, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

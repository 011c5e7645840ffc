import { Icon, type IconProps } from './icon';

/** Circular arrows; decorative, the button around it carries the name. */
export function RefreshIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path d="M20 11a8 8 0 0 0-14.9-3.5M4 4v4h4" />
      <path d="M4 13a8 8 0 0 0 14.9 3.5M20 20v-4h-4" />
    </Icon>
  );
}

import { Icon, type IconProps } from './icon';

/** A person; decorative, the control around it carries the name. */
export function UserIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </Icon>
  );
}

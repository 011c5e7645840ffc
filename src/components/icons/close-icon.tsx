import { Icon, type IconProps } from './icon';

/** A cross; decorative, the control around it carries the name. */
export function CloseIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path d="M6 6l12 12M18 6L6 18" />
    </Icon>
  );
}

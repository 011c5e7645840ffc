import { Icon, type IconProps } from './icon';

/** An arrow pointing back; decorative, the control around it carries the name. */
export function ChevronLeftIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path d="M15 5l-7 7 7 7" />
    </Icon>
  );
}

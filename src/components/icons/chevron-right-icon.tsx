import { Icon, type IconProps } from './icon';

/** An arrow pointing on; decorative, the control around it carries the name. */
export function ChevronRightIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path d="M9 5l7 7-7 7" />
    </Icon>
  );
}

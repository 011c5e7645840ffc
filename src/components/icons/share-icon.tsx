import { Icon, type IconProps } from './icon';

/** Three joined dots; decorative, the button around it carries the name. */
export function ShareIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
    </Icon>
  );
}

import { Icon, type IconProps } from './icon';

/** Four tiles; decorative, the control around it carries the name. */
export function GridIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <rect x="4" y="4" width="7" height="7" rx="1.5" />
      <rect x="13" y="4" width="7" height="7" rx="1.5" />
      <rect x="4" y="13" width="7" height="7" rx="1.5" />
      <rect x="13" y="13" width="7" height="7" rx="1.5" />
    </Icon>
  );
}

import { Icon, type IconProps } from './icon';

/** Two sheets; decorative, the control around it carries the name. */
export function CopyIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <rect x="8" y="8" width="12" height="12" rx="2" />
      <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
    </Icon>
  );
}

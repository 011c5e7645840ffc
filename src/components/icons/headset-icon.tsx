import { Icon, type IconProps } from './icon';

/** A headset; decorative, the control around it carries the name. */
export function HeadsetIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
      <rect x="3" y="14" width="4" height="6" rx="1.5" />
      <rect x="17" y="14" width="4" height="6" rx="1.5" />
      <path d="M19 20a3 3 0 0 1-3 2h-3" />
    </Icon>
  );
}

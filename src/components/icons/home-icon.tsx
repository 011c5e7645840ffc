import { Icon, type IconProps } from './icon';

/** A house; decorative, the control around it carries the name. */
export function HomeIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path d="M3 11l9-7 9 7" />
      <path d="M5 10v10h5v-6h4v6h5V10" />
    </Icon>
  );
}

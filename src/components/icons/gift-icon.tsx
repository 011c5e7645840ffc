import { Icon, type IconProps } from './icon';

/** A gift box; decorative, the control around it carries the name. */
export function GiftIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <rect x="3" y="8" width="18" height="5" rx="1" />
      <path d="M5 13v8h14v-8M12 8v13" />
      <path d="M12 8c-1.5-3-5-4-5-1.5S10 8 12 8zm0 0c1.5-3 5-4 5-1.5S14 8 12 8z" />
    </Icon>
  );
}

import { Icon, type IconProps } from './icon';

/** A trophy; decorative, the control around it carries the name. */
export function TrophyIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path d="M8 4h8v5a4 4 0 0 1-8 0z" />
      <path d="M8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8 20h8M10 17h4v3h-4z" />
    </Icon>
  );
}

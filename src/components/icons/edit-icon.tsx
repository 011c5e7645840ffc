import { Icon, type IconProps } from './icon';

/** A pencil; decorative, the button around it carries the name. */
export function EditIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path d="M4 20h4L19 9l-4-4L4 16v4z" />
      <path d="M14 6l4 4" />
    </Icon>
  );
}

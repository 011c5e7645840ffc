import { Icon, type IconProps } from './icon';

/** An arrow into a tray; decorative, the control around it carries the name. */
export function DownloadIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
    </Icon>
  );
}

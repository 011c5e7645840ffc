import type { Avatar } from '@/api/areas/account';
import { RemoteImage } from '@/components/remote-image';
import { resolveImageUrl } from '@/lib/image-url';

/**
 * Where built-in icon n (1..PROFILE_ICON_COUNT) lives on the image CDN. The contract names the icons by
 * number only, so the path follows the game pictures' convention (to be confirmed with the backend team).
 */
export const profileIconPath = (icon: number | string): string => `profile/icon_${icon}.png`;

export function avatarUrl(avatar: Avatar | null | undefined, cdns: readonly string[]): string | null {
  if (!avatar?.avatar) return null;
  return avatar.avatarType === 'STATIC'
    ? resolveImageUrl(profileIconPath(avatar.avatar), cdns)
    : resolveImageUrl(avatar.avatar, cdns);
}

/** A round avatar of a fixed size; decorative where a name stands next to it (alt ""). */
export function AvatarPicture({
  src,
  size,
  alt = '',
  eager = false,
}: {
  src: string | null;
  size: number;
  alt?: string;
  eager?: boolean;
}) {
  return (
    <RemoteImage
      className="account-avatar"
      src={src}
      alt={alt}
      width={size}
      height={size}
      eager={eager}
      fallback=""
    />
  );
}

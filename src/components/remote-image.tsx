import { useState } from 'react';
import './remote-image.css';

export interface RemoteImageProps {
  /** Already resolved against the image CDN; null shows the fallback. */
  src: string | null;
  /** Empty when the picture only decorates a name shown next to it; else the fallback is an image of that name. */
  alt: string;
  width: number;
  height: number;
  /** Pictures above the fold load at once; the rest only when scrolled near. */
  eager?: boolean;
  /** Shown in the reserved box when there is no picture or it fails to load (e.g. the game's code). */
  fallback?: string;
  className?: string;
}

/** A CDN picture in a box of fixed size, so nothing moves when it arrives or when it fails. */
export function RemoteImage({
  src,
  alt,
  width,
  height,
  eager = false,
  fallback,
  className = '',
}: RemoteImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const broken = !src || failed === src;
  return (
    <span className={`remote-image ${className}`.trim()} style={{ aspectRatio: `${width} / ${height}` }}>
      {broken ? (
        <span
          className="remote-image__fallback"
          {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        >
          {fallback ?? alt}
        </span>
      ) : (
        <img
          src={src}
          alt={alt}
          width={width}
          height={height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setFailed(src)}
        />
      )}
    </span>
  );
}

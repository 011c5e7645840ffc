import './skeleton.css';

export interface SkeletonProps {
  /** The size of what it stands in for, so nothing moves when the content arrives. */
  width: number | string;
  height: number | string;
  className?: string;
}

/** A placeholder block; hidden from assistive technology (the container says it is busy). */
export function Skeleton({ width, height, className = '' }: SkeletonProps) {
  return <span className={`skeleton ${className}`.trim()} style={{ width, height }} aria-hidden="true" />;
}

import { Skeleton } from './skeleton';

export interface SkeletonBlocksProps {
  count: number;
  /** The height of one row it stands in for. */
  height: number;
  className?: string;
  /** Read out instead of the blocks, where nothing else on the screen says that more is coming. */
  label?: string;
}

/** Full-width blocks in a busy container, one for each row of a list that is still loading. */
export function SkeletonBlocks({ count, height, className, label }: SkeletonBlocksProps) {
  return (
    <div className={className} aria-busy="true">
      {Array.from({ length: count }, (_, row) => (
        <Skeleton key={row} width="100%" height={height} />
      ))}
      {label ? <span className="visually-hidden">{label}</span> : null}
    </div>
  );
}

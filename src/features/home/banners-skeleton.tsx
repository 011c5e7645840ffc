import { Skeleton } from '@/components/skeleton';

/**
 * The banner box at its final size while the banners load (the carousel's controls lie over the picture), or,
 * `waiting`, while they wait for the 21+ answer: the same box, which says it is busy only when something loads.
 */
export function BannersSkeleton({ waiting = false }: { waiting?: boolean }) {
  return (
    <div className="banners" aria-busy={waiting ? undefined : 'true'} aria-hidden={waiting || undefined}>
      <Skeleton width="100%" height="100%" className="banners__skeleton" />
    </div>
  );
}

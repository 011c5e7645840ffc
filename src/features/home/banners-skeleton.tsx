import { Skeleton } from '@/components/skeleton';

/** The banner box at its final size while the banners load (the carousel's controls lie over the picture). */
export function BannersSkeleton() {
  return (
    <div className="banners" aria-busy="true">
      <Skeleton width="100%" height="100%" className="banners__skeleton" />
    </div>
  );
}

import { Skeleton } from '@/components/skeleton';

/** A promotion card at its final size while the list loads. */
export function PromotionCardSkeleton() {
  return (
    <div className="promotion-card" aria-hidden="true">
      <Skeleton
        width="100%"
        height="auto"
        className="promotion-card__picture promotion-card__picture--skeleton"
      />
      <span className="promotion-card__body">
        <Skeleton width="6em" height="1.4em" />
        <Skeleton width="80%" height="1.3em" />
        <Skeleton width="100%" height="2.8em" />
      </span>
    </div>
  );
}

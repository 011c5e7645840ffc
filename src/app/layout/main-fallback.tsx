import { Skeleton } from '@/components/skeleton';

/** The main area while the data layer arrives (a moment after the first paint): blocks where content goes. */
export function MainFallback() {
  return (
    <div className="main-fallback" aria-busy="true">
      <Skeleton width="100%" height={168} />
      <Skeleton width="40%" height={24} />
      <Skeleton width="100%" height={124} />
      <Skeleton width="40%" height={24} />
      <Skeleton width="100%" height={96} />
    </div>
  );
}

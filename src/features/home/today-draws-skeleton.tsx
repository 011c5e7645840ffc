import { Skeleton } from '@/components/skeleton';

const ROWS = [0, 1, 2, 3];

/** Today's draws at their final row height while the games load. */
export function TodayDrawsSkeleton() {
  return (
    <ul className="today-draws" aria-busy="true">
      {ROWS.map((row) => (
        <li key={row} className="today-draw" aria-hidden="true">
          <div className="today-draw__head">
            <Skeleton width="8em" height="1.1em" />
            <Skeleton width="5em" height="1.1em" />
          </div>
          <Skeleton width="12em" height="28px" />
        </li>
      ))}
    </ul>
  );
}

import type { ActivityStatement } from '@/api/areas/responsible';

const WIDTH = 320;
const HEIGHT = 120;
const MID = HEIGHT / 2;

/**
 * The net result of each hour or day as bars above (won) or below (lost) a middle line: inline SVG, no chart
 * library. Decorative for assistive technology; the totals beside it carry the figures.
 */
export function StatementChart({ statement }: { statement: ActivityStatement }) {
  const { buckets } = statement;
  const largest = Math.max(1, ...buckets.map((b) => Math.abs(b.net)));
  const step = WIDTH / Math.max(1, buckets.length);
  const barWidth = Math.max(2, step - 2);
  return (
    <svg
      className="rg-chart"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width="100%"
      height={HEIGHT}
      aria-hidden="true"
      focusable="false"
    >
      <line x1={0} x2={WIDTH} y1={MID} y2={MID} className="rg-chart__axis" />
      {buckets.map((bucket, index) => {
        const size = (Math.abs(bucket.net) / largest) * (MID - 4);
        if (size === 0) return null;
        return (
          <rect
            key={bucket.from}
            x={index * step + 1}
            y={bucket.net >= 0 ? MID - size : MID}
            width={barWidth}
            height={size}
            className={bucket.net >= 0 ? 'rg-chart__won' : 'rg-chart__lost'}
          />
        );
      })}
    </svg>
  );
}

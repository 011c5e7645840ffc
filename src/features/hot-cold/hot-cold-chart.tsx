import { useTranslation } from 'react-i18next';
import type { NumberStat } from '@/lib/hot-cold';

// An inline SVG column chart, one column a number: a chart library would cost more than the whole screen for
// one kind of chart. The drawing is for the eye only (role="img" makes its parts presentational): its label
// names the hottest and coldest numbers, and the table under it holds every figure.

/** The drawing's own units; it scales to the column's width, so its text is about 11 px on a phone. */
const WIDTH = 300;
const LEFT = 18;
const TOP = 8;
const BARS = 100;
const HEIGHT = TOP + BARS + 16;
/** Every number labelled up to this many; beyond, the first and every fifth. */
const ALL_LABELS = 12;

export interface HotColdChartProps {
  numbers: readonly NumberStat[];
  hot: ReadonlySet<number>;
  cold: ReadonlySet<number>;
  /** What the chart shows, said in words. */
  label: string;
}

export function HotColdChart({ numbers, hot, cold, label }: HotColdChartProps) {
  const { t } = useTranslation();
  const most = Math.max(1, ...numbers.map((stat) => stat.count));
  const step = (WIDTH - LEFT) / Math.max(1, numbers.length);
  const labelled = (n: number, index: number) => numbers.length <= ALL_LABELS || index === 0 || n % 5 === 0;
  const kind = (n: number) =>
    hot.has(n) ? ' hot-cold-chart__bar--hot' : cold.has(n) ? ' hot-cold-chart__bar--cold' : '';
  return (
    <div className="hot-cold-chart stack stack--gap-2">
      <svg className="hot-cold-chart__svg" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label}>
        <line className="hot-cold-chart__grid" x1={LEFT} x2={WIDTH} y1={TOP} y2={TOP} />
        <line className="hot-cold-chart__axis" x1={LEFT} x2={WIDTH} y1={TOP + BARS} y2={TOP + BARS} />
        <text className="hot-cold-chart__text" x={LEFT - 4} y={TOP + 4} textAnchor="end">
          {most}
        </text>
        <text className="hot-cold-chart__text" x={LEFT - 4} y={TOP + BARS} textAnchor="end">
          0
        </text>
        {numbers.map((stat, index) => {
          // A number never drawn in the period keeps a sliver on the axis, so its place reads as empty.
          const height = Math.max(1.5, (stat.count / most) * BARS);
          const x = LEFT + index * step;
          return (
            <g key={stat.number}>
              <rect
                className={`hot-cold-chart__bar${kind(stat.number)}`}
                x={x + step * 0.15}
                y={TOP + BARS - height}
                width={step * 0.7}
                height={height}
              />
              {labelled(stat.number, index) ? (
                <text className="hot-cold-chart__text" x={x + step / 2} y={HEIGHT - 2} textAnchor="middle">
                  {stat.number}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      {/* The colours' key, for the eye: the chart's label already names the numbers. */}
      <p className="hot-cold-chart__key cluster" aria-hidden="true">
        <span>
          <span className="hot-cold-chart__swatch hot-cold-chart__bar--hot" />
          {t('hc_hot')}
        </span>
        <span>
          <span className="hot-cold-chart__swatch hot-cold-chart__bar--cold" />
          {t('hc_cold')}
        </span>
      </p>
    </div>
  );
}

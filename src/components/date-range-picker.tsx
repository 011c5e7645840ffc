import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  matchingQuickRange,
  normalizeRange,
  QUICK_RANGES,
  quickRange,
  rangeBounds,
  type DayRange,
  type QuickRange,
} from '@/lib/draw-range';
import './layout.css';
import './text-field.css';
import './chip.css';
import './date-range.css';

const QUICK_RANGE_MESSAGE: Record<QuickRange, string> = {
  today: 'range_today',
  days7: 'range_7_days',
  days30: 'range_30_days',
  max: 'range_max',
};

export interface DateRangePickerProps {
  value: DayRange;
  onChange: (range: DayRange) => void;
  /** The moment the bounds are taken from (Manila days: 90 back to tomorrow). */
  now: number;
  /** The quick ranges offered, in order (all of them unless a screen has no use for some). */
  quickRanges?: readonly QuickRange[];
}

/**
 * Two Manila days (from, to) inside the allowed bounds, with quick ranges as toggle buttons: the draw history's
 * range and the transaction records' one.
 */
export function DateRangePicker({ value, onChange, now, quickRanges = QUICK_RANGES }: DateRangePickerProps) {
  const { t } = useTranslation();
  const bounds = rangeBounds(now);
  const active = matchingQuickRange(value, now);
  const change = (next: DayRange) => onChange(normalizeRange(next, now));

  return (
    <fieldset className="date-range stack">
      <legend className="date-range__legend">{t('date_range')}</legend>
      <div className="cluster">
        {quickRanges.map((kind) => (
          <button
            key={kind}
            type="button"
            className="chip"
            aria-pressed={active === kind}
            onClick={() => onChange(quickRange(kind, now))}
          >
            {t(QUICK_RANGE_MESSAGE[kind])}
          </button>
        ))}
      </div>
      <div className="two-columns">
        <DayField
          label={t('date_from')}
          bounds={bounds}
          value={value.start}
          onChange={(start) => change({ ...value, start })}
        />
        <DayField
          label={t('date_to')}
          bounds={bounds}
          value={value.end}
          onChange={(end) => change({ ...value, end })}
        />
      </div>
    </fieldset>
  );
}

/** One end of the range; a cleared input keeps the last day, so the range always has both ends. */
function DayField({
  label,
  bounds,
  value,
  onChange,
}: {
  label: string;
  bounds: { min: string; max: string };
  value: string;
  onChange: (day: string) => void;
}) {
  const id = useId();
  return (
    <div className="date-range__day stack stack--gap-1">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="date"
        className="field__input"
        min={bounds.min}
        max={bounds.max}
        value={value}
        required
        onChange={(event) => event.target.value && onChange(event.target.value)}
      />
    </div>
  );
}

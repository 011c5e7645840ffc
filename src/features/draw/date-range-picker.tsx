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
import '@/components/text-field.css';

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
}

/** Two Manila days (from, to) inside the allowed bounds, with quick ranges as toggle buttons. */
export function DateRangePicker({ value, onChange, now }: DateRangePickerProps) {
  const { t } = useTranslation();
  const fromId = useId();
  const toId = useId();
  const { min, max } = rangeBounds(now);
  const active = matchingQuickRange(value, now);
  const change = (next: DayRange) => onChange(normalizeRange(next, now));

  return (
    <fieldset className="date-range">
      <legend className="date-range__legend">{t('date_range')}</legend>
      <div className="date-range__quick">
        {QUICK_RANGES.map((kind) => (
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
      <div className="date-range__days">
        <div className="date-range__day">
          <label htmlFor={fromId}>{t('date_from')}</label>
          <input
            id={fromId}
            type="date"
            className="field__input"
            min={min}
            max={max}
            value={value.start}
            required
            onChange={(event) => event.target.value && change({ ...value, start: event.target.value })}
          />
        </div>
        <div className="date-range__day">
          <label htmlFor={toId}>{t('date_to')}</label>
          <input
            id={toId}
            type="date"
            className="field__input"
            min={min}
            max={max}
            value={value.end}
            required
            onChange={(event) => event.target.value && change({ ...value, end: event.target.value })}
          />
        </div>
      </div>
    </fieldset>
  );
}

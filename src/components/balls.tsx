import { combinationText } from '@/lib/balls';
import './balls.css';

export interface BallsProps {
  numbers: readonly string[];
  /** Jackpot games show in the jackpot colour, digit games in the brand colour (ui.md). */
  kind: 'jackpot' | 'digit';
  /** What the numbers are, read before them by assistive technology ("Winning numbers"). */
  label?: string;
  size?: 'regular' | 'small';
}

/** A winning combination: balls on screen, dash-joined text for assistive technology (12-5-33-41-7-28). */
export function Balls({ numbers, kind, label, size = 'regular' }: BallsProps) {
  const text = combinationText(numbers);
  return (
    <span className={`balls balls--${kind} balls--${size}`}>
      <span className="visually-hidden">{label ? `${label}: ${text}` : text}</span>
      <span className="balls__row" aria-hidden="true">
        {numbers.map((n, index) => (
          <span key={`${index}-${n}`} className="balls__ball">
            {n}
          </span>
        ))}
      </span>
    </span>
  );
}

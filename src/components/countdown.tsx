import { countdownPhase, formatCountdown } from '@/lib/countdown';
import './countdown.css';

export interface CountdownProps {
  /** Milliseconds left; the shared clock re-renders the caller. */
  remainingMs: number;
  /** Translated texts: what the time counts to, and the two states a colour alone must not carry. */
  labels: { closesIn: string; closingSoon: string; closed: string };
}

/**
 * HH:MM:SS in digits that do not jitter; under a minute it turns red and says so, at zero it says sales are
 * closed. Not a live region: a screen reader reads it when the player gets there, not every second.
 */
export function Countdown({ remainingMs, labels }: CountdownProps) {
  const phase = countdownPhase(remainingMs);
  if (phase === 'closed') return <span className="countdown countdown--closed">{labels.closed}</span>;
  return (
    <span className={`countdown countdown--${phase}`}>
      <span className="visually-hidden">{labels.closesIn} </span>
      <span className="countdown__time">{formatCountdown(remainingMs)}</span>
      {phase === 'closing-soon' ? <span className="countdown__soon">{labels.closingSoon}</span> : null}
    </span>
  );
}

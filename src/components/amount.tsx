import { formatMoney, PESO_SYMBOL } from '@/lib/money';
import './amount.css';

export interface AmountProps {
  /** Pesos, as the API sends them. */
  value: number;
  symbol?: string;
  className?: string;
}

/** A peso amount: symbol, separators, two decimals rounded down, digits that do not jitter. */
export function Amount({ value, symbol = PESO_SYMBOL, className = '' }: AmountProps) {
  return <span className={`amount ${className}`.trim()}>{formatMoney(value, symbol)}</span>;
}

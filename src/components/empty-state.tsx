import type { ReactNode } from 'react';
import './empty-state.css';

/** The words shown where a list has nothing (no_record) or nothing more (no_more_records). */
export function EmptyState({ children, compact = false }: { children: ReactNode; compact?: boolean }) {
  return <p className={compact ? 'empty-state empty-state--compact' : 'empty-state'}>{children}</p>;
}

import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ChevronLeftIcon } from './icons/chevron-left-icon';
import './button.css';
import './page-header.css';

export interface PageHeaderProps {
  title: ReactNode;
  /** Where the back link goes; none on top-level screens. */
  backTo?: string;
  /** The back link's accessible name, translated ("Back"). */
  backLabel?: string;
  /** Something at the end of the row (a link such as "show all"). */
  action?: ReactNode;
}

/** The screen's one h1, with the way back before it. */
export function PageHeader({ title, backTo, backLabel, action }: PageHeaderProps) {
  return (
    <div className="page-header">
      {backTo ? (
        <Link to={backTo} className="icon-button page-header__back" aria-label={backLabel}>
          <ChevronLeftIcon />
        </Link>
      ) : null}
      <h1 className="page-header__title">{title}</h1>
      {action}
    </div>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './cards.css';
import '@/components/panel.css';

export interface CardsSectionProps {
  /** Names the section for assistive technology through its heading. */
  titleId: string;
  title: string;
  /** How many are bound against the most allowed, shown beside the heading. */
  room: { count: number; max: number };
  children: ReactNode;
}

/** A panel of bound accounts of one kind, headed by its name and how full it is. */
export function CardsSection({ titleId, title, room, children }: CardsSectionProps) {
  const { t } = useTranslation();
  return (
    <section className="panel cards-section" aria-labelledby={titleId}>
      <div className="cards-section__head">
        <h2 id={titleId} className="cards-section__title">
          {title}
        </h2>
        <span className="cards-section__count">{t('wd_count_of', { count: room.count, max: room.max })}</span>
      </div>
      {children}
    </section>
  );
}

import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PromotionAnnouncement } from '@/api';
import { RemoteImage } from '@/components/remote-image';
import { useImageCdns } from '@/components/use-image-cdns';
import { htmlToText } from '@/lib/html-text';
import { resolveImageUrl } from '@/lib/image-url';
import { CATEGORY_MESSAGE } from './categories';

export interface PromotionCardProps {
  promotion: PromotionAnnouncement;
  eager: boolean;
  onOpen: () => void;
}

/** A promotion in the list: first picture, category tag, title and a plain-text summary; opens the detail. */
export function PromotionCard({ promotion, eager, onOpen }: PromotionCardProps) {
  const { t } = useTranslation();
  const cdns = useImageCdns();
  const summary = useMemo(() => htmlToText(promotion.content), [promotion.content]);
  const picture = resolveImageUrl(promotion.announcementImages[0]?.url, cdns);
  const tagId = useId();
  const summaryId = useId();
  // The button holds only the title, so its name is exactly what a player sees on it (WCAG 2.5.3: a voice
  // user says what they read). Its ::after covers the card, so the whole card still opens it with one tap; the
  // tag and summary are read in order around it, and again as its description when it takes focus.
  return (
    <div className="promotion-card">
      <RemoteImage
        src={picture}
        alt=""
        width={640}
        height={320}
        eager={eager}
        className="promotion-card__picture"
      />
      <div className="promotion-card__body">
        <span className="promotion-card__tag" id={tagId}>
          {t(CATEGORY_MESSAGE[promotion.category])}
        </span>
        <button
          type="button"
          className="promotion-card__title"
          onClick={onOpen}
          aria-haspopup="dialog"
          aria-describedby={`${tagId} ${summaryId}`}
        >
          {promotion.title}
        </button>
        <span className="promotion-card__summary" id={summaryId}>
          {summary}
        </span>
      </div>
    </div>
  );
}

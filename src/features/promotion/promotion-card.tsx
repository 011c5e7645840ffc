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
  const titleId = useId();
  const tagId = useId();
  const summaryId = useId();
  // Named by its title; the tag and summary are its description, so a screen reader does not read it all twice.
  return (
    <button
      type="button"
      className="promotion-card"
      onClick={onOpen}
      aria-haspopup="dialog"
      aria-labelledby={titleId}
      aria-describedby={`${tagId} ${summaryId}`}
    >
      <RemoteImage
        src={picture}
        alt=""
        width={640}
        height={320}
        eager={eager}
        className="promotion-card__picture"
      />
      <span className="promotion-card__body">
        <span className="promotion-card__tag" id={tagId}>
          {t(CATEGORY_MESSAGE[promotion.category])}
        </span>
        <span className="promotion-card__title" id={titleId}>
          {promotion.title}
        </span>
        <span className="promotion-card__summary" id={summaryId}>
          {summary}
        </span>
      </span>
    </button>
  );
}

import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { PromotionAnnouncement } from '@/api';
import { SafeHtml } from '@/components/safe-html';
import { Sheet } from '@/components/sheet';
import { useImageCdns } from '@/components/use-image-cdns';
import { resolveImageUrl } from '@/lib/image-url';
import { CATEGORY_MESSAGE } from './categories';

/** The promotion's full content, sanitised, in a sheet; wide tables scroll inside it. */
export function PromotionSheet({
  promotion,
  onClose,
}: {
  promotion: PromotionAnnouncement;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const cdns = useImageCdns();
  const resolveUrl = useCallback((url: string) => resolveImageUrl(url, cdns) ?? url, [cdns]);
  return (
    <Sheet title={promotion.title} onClose={onClose} closeLabel={t('close')}>
      <p className="promotion-card__tag promotion-sheet__tag">{t(CATEGORY_MESSAGE[promotion.category])}</p>
      <SafeHtml html={promotion.content} resolveUrl={resolveUrl} tableLabel={t('table')} />
    </Sheet>
  );
}

import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useGetAnnouncements, type PromotionAnnouncement } from '@/api';
import { useDeferredQueryData } from '@/services/deferred-query';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/skeleton';
import { tabPanelProps, Tabs } from '@/components/tabs';
import { announcementPlatform } from '@/lib/platform';
import { PromotionCard } from './promotion-card';
import { PromotionCardSkeleton } from './promotion-card-skeleton';
import { PromotionSheet } from './promotion-sheet';
import { CATEGORY_MESSAGE, PROMOTION_CATEGORIES, type CategoryFilter } from './categories';
import '@/components/layout.css';
import './promotion.css';

const SKELETON_CARDS = [0, 1, 2];
const NONE: PromotionAnnouncement[] = [];

/**
 * Promotions (spec section 2): tabs for the categories that have items, a card per promotion, and a detail
 * sheet. The open promotion and the tab live in the address, so the phone's back gesture closes the sheet.
 */
export function PromotionPage() {
  const { t } = useTranslation();
  const idBase = useId();
  const [params, setParams] = useSearchParams();
  const announcements = useDeferredQueryData(
    useGetAnnouncements(
      { platform: announcementPlatform(), types: 'PR' },
      { query: { staleTime: 5 * 60_000 } },
    ),
  );
  const promotions = announcements.data?.promotions ?? NONE;

  const tabs = useMemo(() => {
    const present = PROMOTION_CATEGORIES.filter((category) =>
      promotions.some((p) => p.category === category),
    );
    return (['all', ...present] as CategoryFilter[]).map((id) => ({ id, label: t(CATEGORY_MESSAGE[id]) }));
  }, [promotions, t]);
  const requested = params.get('category') as CategoryFilter | null;
  const category = tabs.some((tab) => tab.id === requested) ? (requested as CategoryFilter) : 'all';
  const shown = category === 'all' ? promotions : promotions.filter((p) => p.category === category);
  const open = promotions.find((p) => String(p.id) === params.get('id')) ?? null;

  const selectCategory = (id: CategoryFilter) =>
    setParams(id === 'all' ? {} : { category: id }, { replace: true });
  const openPromotion = (id: number) =>
    setParams((current) => ({ ...Object.fromEntries(current), id: String(id) }));
  const closePromotion = () => {
    const next = new URLSearchParams(params);
    next.delete('id');
    setParams(next, { replace: true });
  };

  let content;
  if (announcements.pending) {
    content = SKELETON_CARDS.map((card) => <PromotionCardSkeleton key={card} />);
  } else if (shown.length === 0) {
    content = <EmptyState>{t('no_record')}</EmptyState>;
  } else {
    content = (
      <ul className="stack stack--gap-4 plain-list">
        {shown.map((promotion, index) => (
          <li key={promotion.id}>
            <PromotionCard
              promotion={promotion}
              eager={index < 2}
              onOpen={() => openPromotion(promotion.id)}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="stack stack--gap-4">
      <PageHeader title={t('promotion_title')} />
      {announcements.pending ? (
        // The categories are known only with the list: their row is held open meanwhile, so the cards
        // below do not jump down when it appears.
        <div className="tabs" aria-hidden="true">
          <Skeleton width="60%" height="var(--touch-target)" />
        </div>
      ) : tabs.length > 1 ? (
        <Tabs
          label={t('promotion_categories')}
          items={tabs}
          selected={category}
          onSelect={selectCategory}
          idBase={idBase}
        />
      ) : null}
      <div {...(tabs.length > 1 ? tabPanelProps(idBase, category) : {})} aria-busy={announcements.pending}>
        {content}
      </div>
      {open ? <PromotionSheet promotion={open} onClose={closePromotion} /> : null}
    </div>
  );
}

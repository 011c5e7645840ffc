import type { PromotionCategory } from '@/api';

export type CategoryFilter = 'all' | PromotionCategory;

/** The spec's order of the category tabs (after "all"). */
export const PROMOTION_CATEGORIES: readonly PromotionCategory[] = [
  'player_rank_rules',
  'lotto_promo',
  'other_promo',
];

export const CATEGORY_MESSAGE: Record<CategoryFilter, string> = {
  all: 'category_all',
  player_rank_rules: 'category_player_rank_rules',
  lotto_promo: 'category_lotto_promo',
  other_promo: 'category_other_promo',
};

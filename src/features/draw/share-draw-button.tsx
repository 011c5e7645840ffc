import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { DrawHistoryItem } from '@/api';
import { IconButton } from '@/components/icon-button';
import { ShareIcon } from '@/components/icons/share-icon';
import { combinationText, winningBalls } from '@/lib/balls';
import { drawResultPath } from '@/lib/draw-link';
import { gameName } from '@/lib/games';
import { formatManilaDateTime, manilaDayKey } from '@/lib/manila-time';
import { formatMoney } from '@/lib/money';
import { shareOrCopy } from '@/lib/share';
import { showToast } from '@/state/ui';

/** What a shared draw says, and the address that opens it: its day, its game, the draw marked. */
export function drawShareData(
  draw: DrawHistoryItem,
  balls: number | undefined,
  t: TFunction,
  origin: string,
) {
  const game = gameName(draw);
  return {
    title: t('share_title', { game }),
    text: t('share_text', {
      game,
      time: formatManilaDateTime(draw.winningTime),
      numbers: combinationText(winningBalls(draw.winNo, balls)),
      jackpot: formatMoney(draw.jackpotPrize),
    }),
    url: new URL(
      drawResultPath({ date: manilaDayKey(draw.winningTime), game: draw.gameCode, draw: draw.winningTime }),
      origin,
    ).href,
  };
}

/** Shares a draw through the device's sheet, or copies it with its link and says so. */
export function ShareDrawButton({ draw, balls }: { draw: DrawHistoryItem; balls?: number }) {
  const { t } = useTranslation();
  const share = async () => {
    try {
      const outcome = await shareOrCopy(drawShareData(draw, balls, t, window.location.origin));
      if (outcome === 'copied') showToast('share_copied', { kind: 'success' });
    } catch {
      showToast('copy_failed', { kind: 'error' });
    }
  };
  return (
    <IconButton
      className="draw-row__share"
      label={t('share_result', { game: gameName(draw), time: formatManilaDateTime(draw.winningTime) })}
      icon={<ShareIcon size={20} />}
      onClick={() => void share()}
    />
  );
}

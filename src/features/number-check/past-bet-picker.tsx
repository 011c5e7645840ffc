import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiFailure } from '@/api';
import { useGetRecentBets, type RecentBet } from '@/api/areas/bets';
import { Balls } from '@/components/balls';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { Sheet } from '@/components/sheet';
import { SkeletonBlocks } from '@/components/skeleton-blocks';
import { combinationText } from '@/lib/balls';
import { failureMessage } from '@/lib/forms/failure-message';
import { ballKind, gameName } from '@/lib/games';
import { parsePick } from '@/lib/number-check';
import { shownDateTime } from '@/lib/shown-instant';
import type { CheckableGame } from './check-form';
import '@/components/list-button.css';

/** How many of the newest bets the sheet offers: a phone's few screens of them. */
export const RECENT_BETS_SHOWN = 20;

export interface PastBetPickerProps {
  games: readonly CheckableGame[];
  /** The player chose a bet: its game and its numbers as the form's fields hold them. */
  onPick: (gameCode: string, numbers: string[]) => void;
}

interface PickableBet {
  bet: RecentBet;
  entry: CheckableGame;
  numbers: string[];
}

/**
 * "Pick from my bets" (issue 20 item 5): a sheet of the signed-in player's newest bets of the games the page can
 * check; choosing one fills the form with its game and numbers, which stay editable. The bets are asked for when
 * the sheet opens, not with the page: most checks are typed.
 */
export function PastBetPicker({ games, onPick }: PastBetPickerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);

  return (
    <>
      <Button variant="secondary" block onClick={() => setOpen(true)}>
        {t('nc_pick_bet')}
      </Button>
      {open ? (
        <Sheet title={t('nc_bets_title')} closeLabel={t('close')} onClose={() => setOpen(false)}>
          <RecentBetList
            games={games}
            onPick={(gameCode, numbers) => {
              setOpen(false);
              onPick(gameCode, numbers);
            }}
          />
        </Sheet>
      ) : null}
    </>
  );
}

function RecentBetList({ games, onPick }: PastBetPickerProps) {
  const { t } = useTranslation();
  const query = useGetRecentBets(
    { size: RECENT_BETS_SHOWN },
    // The sheet says a failure in its own place; a toast would say it twice.
    { query: { staleTime: 30_000 }, request: { silent: true } },
  );
  const list = query.data?.list;
  // A bet of a game the page cannot check, or numbers its rules refuse, cannot fill the form: it is left out.
  const pickable = useMemo<PickableBet[]>(() => {
    const byCode = new Map(games.map((entry) => [entry.game.gameCode, entry]));
    return (list ?? []).flatMap((bet) => {
      const entry = byCode.get(bet.gameCode);
      const numbers = bet.numbers.map(String);
      return entry && parsePick(entry.rules, numbers) ? [{ bet, entry, numbers }] : [];
    });
  }, [games, list]);

  if (query.isPending) return <SkeletonBlocks className="stack" count={3} height={72} label={t('loading')} />;
  // What was read stays: a later refresh that fails (react-query reports the error beside the data it keeps)
  // does not swap the bets for "load failed".
  if (query.isError && query.data === undefined) {
    const failure = query.error;
    return (
      <div className="stack">
        <EmptyState>{(isApiFailure(failure) && failureMessage(failure, t)) || t('load_failed')}</EmptyState>
        <Button variant="secondary" block onClick={() => void query.refetch()}>
          {t('try_again')}
        </Button>
      </div>
    );
  }
  if (pickable.length === 0) return <EmptyState>{t('nc_no_bets')}</EmptyState>;
  return (
    <div className="stack stack--gap-3">
      <p className="number-check__intro">{t('nc_bets_hint')}</p>
      <ul className="plain-list stack stack--gap-2">
        {pickable.map(({ bet, entry, numbers }) => {
          const game = gameName(entry.game);
          const draw = shownDateTime(bet.drawTime);
          return (
            <li key={bet.id}>
              {/* One sentence for a screen reader, made of the words on the button: a voice user says what they
                  read (WCAG 2.5.3), which a label of its own (aria-label) would not promise. */}
              <button
                type="button"
                className="list-button number-check__bet"
                onClick={() => onPick(entry.game.gameCode, numbers)}
              >
                <span className="visually-hidden">
                  {t('nc_bet_name', { game, numbers: combinationText(numbers), draw })}
                </span>
                <span className="number-check__bet-game" aria-hidden="true">
                  {game}
                </span>
                <span aria-hidden="true">
                  <Balls numbers={numbers} kind={ballKind(entry.game.gameType)} size="small" />
                </span>
                <span className="number-check__time" aria-hidden="true">
                  {t('nc_bet_draw', { draw })}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LottoGame } from '@/api';
import { gameName, groupGames } from '@/lib/games';
import { ALL_GAMES } from './use-draw-history';
import '@/components/layout.css';
import '@/components/text-field.css';

export interface GameSelectProps {
  games: readonly LottoGame[];
  value: string;
  onChange: (gameCode: string) => void;
}

/** The groups the app has words for; another group is shown by its code. */
const GROUP_MESSAGE: Record<string, string> = { DIGIT: 'games_digit', JACKPOT: 'games_jackpot' };

/** All games or one game, by code; the games under their group (gameGroupCode) when there is more than one. */
export function GameSelect({ games, value, onChange }: GameSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  const groups = groupGames(games);
  const option = (game: LottoGame) => (
    <option key={game.gameCode} value={game.gameCode}>
      {gameName(game)}
    </option>
  );
  return (
    <div className="game-select stack stack--gap-1">
      <label htmlFor={id} className="game-select__label">
        {t('game')}
      </label>
      <select
        id={id}
        className="field__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value={ALL_GAMES}>{t('all_games')}</option>
        {groups.length > 1
          ? groups.map((group) => (
              <optgroup
                key={group.code}
                label={group.code in GROUP_MESSAGE ? t(GROUP_MESSAGE[group.code]) : group.code}
              >
                {group.games.map(option)}
              </optgroup>
            ))
          : games.map(option)}
      </select>
    </div>
  );
}

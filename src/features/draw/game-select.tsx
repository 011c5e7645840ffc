import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LottoGame } from '@/api';
import { gameName } from '@/lib/games';
import { ALL_GAMES } from './use-draw-history';
import '@/components/layout.css';
import '@/components/text-field.css';

export interface GameSelectProps {
  games: readonly LottoGame[];
  value: string;
  onChange: (gameCode: string) => void;
}

/** All games or one game, by code. */
export function GameSelect({ games, value, onChange }: GameSelectProps) {
  const { t } = useTranslation();
  const id = useId();
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
        {games.map((game) => (
          <option key={game.gameCode} value={game.gameCode}>
            {gameName(game)}
          </option>
        ))}
      </select>
    </div>
  );
}

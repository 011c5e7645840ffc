import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { z } from 'zod';
import { settle, type DrawHistoryItem, type LottoGame } from '@/api';
import { DateRangePicker } from '@/components/date-range-picker';
import { FormSelect, FormSubmit, FormText, KitForm, useKitForm } from '@/components/form';
import { quickRange, type DayRange, type QuickRange } from '@/lib/draw-range';
import { gameName } from '@/lib/games';
import {
  parsePick,
  pickProblems,
  winningDraws,
  type GameRules,
  type NumberProblem,
  type Win,
} from '@/lib/number-check';
import { session } from '@/state/session';
import { fetchAllDraws } from '@/services/draw-history';
import { PastBetPicker } from './past-bet-picker';

/** A game the page can check, with the rules it is checked by. */
export interface CheckableGame {
  game: LottoGame;
  rules: GameRules;
}

/** What one check found: the numbers, the game, the range, and the draws that would have won. */
export interface CheckResult {
  game: LottoGame;
  rules: GameRules;
  pick: number[];
  range: DayRange;
  /** How many draws of the game the range holds. */
  total: number;
  wins: { draw: DrawHistoryItem; win: Win }[];
}

interface Values {
  gameCode: string;
  numbers: string[];
}

/** The quick ranges worth checking against (a single day rarely holds a win). */
const QUICK_RANGES: readonly QuickRange[] = ['days7', 'days30', 'max'];

const PROBLEM_MESSAGE: Record<NumberProblem['kind'], string> = {
  missing: 'nc_err_missing',
  range: 'nc_err_range',
  repeated: 'nc_err_repeated',
};

const emptyNumbers = (rules: GameRules | undefined) => Array.from({ length: rules?.balls ?? 0 }, () => '');

export interface CheckFormProps {
  games: readonly CheckableGame[];
  now: number;
  onChecked: (result: CheckResult) => void;
  /** The check's call is under way (the results show that they are coming). */
  onBusy: (busy: boolean) => void;
}

/** The game, its numbers (one field per ball, suited to the game) and the Manila days to check. */
export function CheckForm({ games, now, onChecked, onBusy }: CheckFormProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const hintId = useId();
  const [range, setRange] = useState<DayRange>(() => quickRange('days30', now));
  const byCode = useMemo(() => new Map(games.map((entry) => [entry.game.gameCode, entry])), [games]);

  const schema = useMemo(
    () =>
      z.object({ gameCode: z.string(), numbers: z.array(z.string()) }).superRefine((values, ctx) => {
        const rules = byCode.get(values.gameCode)?.rules;
        if (!rules) {
          ctx.addIssue({ code: 'custom', path: ['gameCode'], message: t('nc_err_game') });
          return;
        }
        pickProblems(rules, values.numbers).forEach((problem, index) => {
          if (problem)
            ctx.addIssue({
              code: 'custom',
              path: ['numbers', index],
              message: t(
                problem.kind === 'missing' && rules.max <= 9
                  ? 'nc_err_missing_digit'
                  : PROBLEM_MESSAGE[problem.kind],
                { min: rules.min, max: rules.max },
              ),
            });
        });
      }),
    [t, byCode],
  );

  const first = games[0];
  // Checked as the player goes (the kit's default): Check waits for a valid form, as spec section 5 asks of
  // every submit, and a number says what is wrong with it once its field is left.
  const kit = useKitForm<Values>({
    schema,
    defaultValues: { gameCode: first?.game.gameCode ?? '', numbers: emptyNumbers(first?.rules) },
    onSubmit: async ({ gameCode, numbers }) => {
      const entry = byCode.get(gameCode);
      const pick = entry && parsePick(entry.rules, numbers);
      if (!entry || !pick) return;
      onBusy(true);
      try {
        const result = await settle(fetchAllDraws(client, gameCode, range));
        if (!result.success) return result;
        const draws = result.data.filter((draw) => draw.gameCode === gameCode);
        onChecked({
          ...entry,
          pick,
          range,
          total: draws.length,
          wins: winningDraws(entry.rules, pick, draws),
        });
      } finally {
        onBusy(false);
      }
    },
  });

  const { control, setValue, clearErrors, getFieldState, trigger } = kit.form;
  const gameCode = useWatch({ control, name: 'gameCode' });
  const { isLoggedIn } = useSnapshot(session);
  const rules = byCode.get(gameCode)?.rules;
  const digits = rules !== undefined && rules.max <= 9;
  const width = String(rules?.max ?? 99).length;
  // A repeat is about two fields: mending either one takes the message off the other, which was left already.
  const recheckLeft = () => {
    const left = Array.from({ length: rules?.balls ?? 0 }, (_, index) => `numbers.${index}` as const).filter(
      (name) => getFieldState(name).isTouched,
    );
    if (left.length > 0) void trigger(left);
  };

  return (
    <KitForm kit={kit} className="panel stack number-check__form" aria-label={t('nc_title')}>
      {/* A visitor has no bets: the control is a signed-in player's (docs/spec-decisions.md). */}
      {isLoggedIn ? (
        <PastBetPicker
          games={games}
          // The bet's game and numbers, as if typed: the player may change any of them before checking.
          onPick={(code, numbers) => {
            setValue('gameCode', code);
            setValue('numbers', numbers, { shouldValidate: true });
            clearErrors();
          }}
        />
      ) : null}
      <FormSelect
        name="gameCode"
        label={t('game')}
        options={games.map(({ game }) => ({ value: game.gameCode, label: gameName(game) }))}
        // Another game has another number of balls and another range: its fields start empty.
        onEdit={(code) => {
          setValue('numbers', emptyNumbers(byCode.get(code)?.rules));
          clearErrors('numbers');
        }}
      />
      {rules ? (
        <fieldset className="stack stack--gap-2 plain-fieldset" aria-describedby={hintId}>
          <legend className="field__label">{t('nc_your_numbers')}</legend>
          <p id={hintId} className="field__hint">
            {t(rules.style === 'jackpot' ? 'nc_hint_any_order' : 'nc_hint_in_order', {
              count: rules.balls,
              min: rules.min,
              max: rules.max,
            })}
          </p>
          <div className="number-check__grid">
            {Array.from({ length: rules.balls }, (_, index) => (
              <FormText
                // A new game's fields are new fields, not the old ones with other rules.
                key={`${gameCode}-${index}`}
                name={`numbers.${index}`}
                label={t(digits ? 'nc_digit_label' : 'nc_number_label', { position: index + 1 })}
                inputMode="numeric"
                autoComplete="off"
                maxLength={width}
                className="number-check__number"
                clean={(raw) => raw.replace(/\D/g, '').slice(0, width)}
                onEdit={recheckLeft}
              />
            ))}
          </div>
        </fieldset>
      ) : null}
      <DateRangePicker value={range} onChange={setRange} now={now} quickRanges={QUICK_RANGES} />
      <FormSubmit busyLabel={t('nc_checking')}>{t('nc_check')}</FormSubmit>
    </KitForm>
  );
}

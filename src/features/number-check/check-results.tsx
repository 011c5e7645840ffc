import type { TFunction } from 'i18next';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Balls } from '@/components/balls';
import { EmptyState } from '@/components/empty-state';
import { winningBalls } from '@/lib/balls';
import { ballKind, gameName } from '@/lib/games';
import { shownDateTime, isoInstant } from '@/lib/shown-instant';
import type { Reason, Tier } from '@/lib/number-check';
import type { CheckResult } from './check-form';

const TIER_MESSAGE: Record<Tier, string> = {
  jackpot: 'nc_tier_jackpot',
  first: 'nc_tier_first',
  second: 'nc_tier_second',
  third: 'nc_tier_third',
  fourth: 'nc_tier_fourth',
  straight: 'nc_tier_straight',
  rambolito: 'nc_tier_rambolito',
};

const REASON_MESSAGE: Record<Reason, string> = {
  matched: 'nc_why_matched',
  'in-order': 'nc_why_in_order',
  'other-order': 'nc_why_other_order',
  'last-in-order': 'nc_why_last_in_order',
};

/** The one line that says what a check found, read out when it comes (the page's status). */
export function resultSummary(result: CheckResult, t: TFunction): string {
  return result.wins.length === 0
    ? t('nc_no_wins', { count: result.total })
    : t('nc_wins', { wins: result.wins.length, count: result.total });
}

/**
 * What a check found: the numbers and days it was for, then every draw they would have won with its tier and
 * why, newest first, or that none would have.
 */
export function CheckResults({ result }: { result: CheckResult }) {
  const { t } = useTranslation();
  const { game, rules, pick, range, wins } = result;
  const heading = useRef<HTMLHeadingElement>(null);
  // On a phone the results start below the button: each new check brings them into view, reading on from there.
  useEffect(() => {
    heading.current?.focus();
  }, [result]);
  const kind = ballKind(game.gameType);
  return (
    <section className="stack" aria-labelledby="number-check-results">
      <h2 id="number-check-results" ref={heading} tabIndex={-1} className="number-check__heading">
        {t('nc_results_title')}
      </h2>
      <div className="surface-card stack stack--gap-2">
        <p>{t('nc_checked', { game: gameName(game), start: range.start, end: range.end })}</p>
        <Balls numbers={pick.map(String)} kind={kind} label={t('nc_your_numbers')} />
      </div>
      {wins.length === 0 ? (
        <EmptyState>{t('nc_no_wins_hint')}</EmptyState>
      ) : (
        <ul className="plain-list stack">
          {wins.map(({ draw, win }) => (
            <li key={draw.winningTime}>
              <article className="surface-card stack stack--gap-2">
                <div className="number-check__row-head">
                  <h3 className="number-check__tier">{t(TIER_MESSAGE[win.tier])}</h3>
                  <time className="number-check__time" dateTime={isoInstant(draw.winningTime)}>
                    {shownDateTime(draw.winningTime)}
                  </time>
                </div>
                <Balls
                  numbers={winningBalls(draw.winNo, rules.balls)}
                  kind={kind}
                  label={t('winning_numbers')}
                  size="small"
                />
                <p className="number-check__why">
                  {t(REASON_MESSAGE[win.reason], { matched: win.count, of: win.of })}
                </p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

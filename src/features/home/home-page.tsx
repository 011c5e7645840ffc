import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { ageGate } from '@/state/age-gate';
import { session } from '@/state/session';
import { appVersion } from '@/state/app-version';
import { shell } from '@/state/shell';
import { ui } from '@/state/ui';
import { BalanceBoxSkeleton } from './balance-box-skeleton';
import { GuestBalanceBox } from './guest-balance-box';
import { HotGamesSkeleton } from './hot-games-skeleton';
import { TodayDrawsSkeleton } from './today-draws-skeleton';
import './home.css';

// Everything that talks to the server loads right after the first paint; until then each part shows a
// skeleton of its final size, so the page does not move when the data arrives.
// Their strings are home's own, in the first page's English (src/i18n/en.json).
const PlayerTop = lazy(() => import('./player-top').then((m) => ({ default: m.PlayerTop })));
const HotGamesList = lazy(() => import('./hot-games-list').then((m) => ({ default: m.HotGamesList })));
const TodayDrawsList = lazy(() => import('./today-draws-list').then((m) => ({ default: m.TodayDrawsList })));
const PromoPopup = lazy(() => import('./promo-popup').then((m) => ({ default: m.PromoPopup })));

export function HomePage() {
  const { t } = useTranslation();
  const { isLoggedIn } = useSnapshot(session);
  const { answer } = useSnapshot(ageGate);
  const { blockers } = useSnapshot(shell);
  const { dialogs } = useSnapshot(ui);
  const { available, postponed } = useSnapshot(appVersion);
  // One modal at a time: the promo waits for the 21+ answer, warnings, the update offer and full-screen pages.
  const promoMayShow =
    answer === 'agreed' &&
    blockers.length === 0 &&
    dialogs.length === 0 &&
    (!available || available === postponed);
  const hotId = useId();
  const drawsId = useId();

  return (
    <div className="home">
      {isLoggedIn ? (
        <Suspense fallback={<BalanceBoxSkeleton />}>
          <PlayerTop />
        </Suspense>
      ) : (
        <>
          <h1 className="visually-hidden">{t('home_title')}</h1>
          <GuestBalanceBox />
        </>
      )}

      <section className="home-section" aria-labelledby={hotId}>
        <div className="home-section__header">
          <h2 id={hotId} className="home-section__title">
            {t('hot_games')}
          </h2>
          <Link to="/games" className="home-section__link">
            {t('more')}
          </Link>
        </div>
        <Suspense fallback={<HotGamesSkeleton />}>
          <HotGamesList />
        </Suspense>
      </section>

      <section className="home-section" aria-labelledby={drawsId}>
        <div className="home-section__header">
          <h2 id={drawsId} className="home-section__title">
            {t('today_draws')}
          </h2>
          <Link to="/draw-result" className="home-section__link">
            {t('show_all')}
          </Link>
        </div>
        <Suspense fallback={<TodayDrawsSkeleton />}>
          <TodayDrawsList />
        </Suspense>
      </section>

      {promoMayShow ? (
        <Suspense fallback={null}>
          <PromoPopup />
        </Suspense>
      ) : null}
    </div>
  );
}

import { lazy, Suspense, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { ageGate } from '@/state/age-gate';
import { session } from '@/state/session';
import { appVersion } from '@/state/app-version';
import { shell } from '@/state/shell';
import { ui } from '@/state/ui';
import { BalanceBoxSkeleton } from './balance-box-skeleton';
import { BannersSkeleton } from './banners-skeleton';
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
const HomeBanners = lazy(() => import('./home-banners').then((m) => ({ default: m.HomeBanners })));
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

      {/* Under the 21+ question the banners wait for the answer: their pictures were the first visit's largest
          paint, seconds after the question a visitor must answer first, and bytes a visitor who exits never needs. */}
      <Suspense fallback={<BannersSkeleton />}>
        {answer === 'agreed' ? <HomeBanners /> : <BannersSkeleton waiting />}
      </Suspense>

      <HomeSection title={t('hot_games')} link={{ to: '/games', label: t('more') }}>
        <Suspense fallback={<HotGamesSkeleton />}>
          <HotGamesList />
        </Suspense>
      </HomeSection>

      <HomeSection title={t('today_draws')} link={{ to: '/draw-result', label: t('show_all') }}>
        <Suspense fallback={<TodayDrawsSkeleton />}>
          <TodayDrawsList />
        </Suspense>
      </HomeSection>

      {promoMayShow ? (
        <Suspense fallback={null}>
          <PromoPopup />
        </Suspense>
      ) : null}
    </div>
  );
}

/** A titled block of home with a link to the screen that shows all of it. */
function HomeSection({
  title,
  link,
  children,
}: {
  title: string;
  link: { to: string; label: string };
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section className="home-section" aria-labelledby={titleId}>
      <div className="home-section__header">
        <h2 id={titleId} className="home-section__title">
          {title}
        </h2>
        <Link to={link.to} className="home-section__link">
          {link.label}
        </Link>
      </div>
      {children}
    </section>
  );
}

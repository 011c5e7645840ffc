import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { RemoteImage } from '@/components/remote-image';
import type { BannerTarget } from './banner-target';

export interface BannerSlide {
  id: number;
  title: string;
  /** Resolved against the image CDN; null shows the title in the box instead. */
  picture: string | null;
  target: BannerTarget | null;
}

/** How long a banner stays before the next one slides in (when the player allows motion). */
export const AUTO_ADVANCE_MS = 5_000;

/** The banner artwork's size: the box keeps this shape whatever the picture, so nothing moves when it loads. */
export const BANNER_WIDTH = 750;
export const BANNER_HEIGHT = 300;

const SCROLL_END = typeof window !== 'undefined' && 'onscrollend' in window;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const motionQuery = () =>
  typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION) : null;

function subscribeMotion(onChange: () => void) {
  const list = motionQuery();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

function subscribeVisibility(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

/**
 * Home's banners: one at a time, swiped sideways (CSS scroll snapping) or moved with the previous and next
 * buttons and the position dots. They move on by themselves only for a player who has not asked for reduced
 * motion, and not while the player's pointer or focus is on them, while the page is hidden, or after Pause.
 */
export function BannerCarousel({ slides }: { slides: readonly BannerSlide[] }) {
  const { t } = useTranslation();
  const track = useRef<HTMLDivElement>(null);
  const settle = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [current, setCurrent] = useState(0);
  const [pointerOn, setPointerOn] = useState(false);
  const [focusIn, setFocusIn] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = useSyncExternalStore(
    subscribeMotion,
    () => motionQuery()?.matches ?? false,
    () => true,
  );
  const visible = useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState !== 'hidden',
    () => false,
  );
  const count = slides.length;
  // A refreshed list may be shorter than the position reached.
  const at = Math.min(current, count - 1);
  const rotates = count > 1 && !reducedMotion;
  const running = rotates && !stopped && !pointerOn && !focusIn && visible;

  const goTo = useCallback(
    (index: number) => {
      const next = (index + count) % count;
      setCurrent(next);
      const box = track.current;
      // A box not laid out (width 0) has nowhere to scroll to.
      if (box && box.clientWidth > 0)
        box.scrollTo({ left: next * box.clientWidth, behavior: reducedMotion ? 'instant' : 'smooth' });
    },
    [count, reducedMotion],
  );

  // A timer per banner shown: moving by hand starts the wait again. It asks for the player's motion setting
  // when it comes due: on a busy phone that can be after the setting changed and before the app has drawn it.
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => {
      if (!motionQuery()?.matches) goTo(at + 1);
    }, AUTO_ADVANCE_MS);
    return () => clearTimeout(timer);
  }, [running, at, goTo]);

  useEffect(() => () => clearTimeout(settle.current), []);

  // A swipe (or focus moving to a banner) scrolls the box: the dots follow once the scrolling has ended, so a
  // smooth scroll across several banners does not light every dot on its way.
  const settled = () => {
    const box = track.current;
    if (!box || box.clientWidth === 0) return;
    setCurrent(Math.min(count - 1, Math.max(0, Math.round(box.scrollLeft / box.clientWidth))));
  };
  // Where the browser has no scrollend event, the end is when the scroll events have paused.
  const onScroll = () => {
    clearTimeout(settle.current);
    settle.current = setTimeout(settled, 100);
  };

  const linked = slides.some((slide) => slide.target !== null);
  return (
    <section
      className="banners"
      aria-roledescription={t('banner_carousel')}
      aria-label={t('banners')}
      onPointerEnter={() => setPointerOn(true)}
      onPointerLeave={() => setPointerOn(false)}
      onFocus={() => setFocusIn(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocusIn(false);
      }}
    >
      {/* First in the tab order, as the stop control of a moving carousel should be (WAI-ARIA carousel pattern). */}
      {rotates ? (
        <button
          type="button"
          className={`banners__control banners__pause${stopped ? ' banners__pause--stopped' : ''}`}
          aria-label={t(stopped ? 'banner_play' : 'banner_pause')}
          onClick={() => setStopped(!stopped)}
        />
      ) : null}
      {/* Without a link to focus, the box itself takes focus so a keyboard can scroll it. */}
      <div
        ref={track}
        className="banners__track"
        {...(SCROLL_END ? { onScrollEnd: settled } : { onScroll })}
        {...(linked ? {} : { tabIndex: 0, role: 'group', 'aria-label': t('banners') })}
      >
        {slides.map((slide, index) => (
          <div
            key={slide.id}
            className="banners__slide"
            role="group"
            aria-roledescription={t('banner_slide')}
            aria-label={t('banner_position', { n: index + 1, count })}
          >
            <BannerLink target={slide.target} newTab={t('opens_new_tab')}>
              <RemoteImage
                src={slide.picture}
                alt={slide.title}
                width={BANNER_WIDTH}
                height={BANNER_HEIGHT}
                eager={index === 0}
                className="banners__picture"
              />
            </BannerLink>
          </div>
        ))}
      </div>
      {count > 1 ? (
        <>
          <button
            type="button"
            className="banners__control banners__step banners__step--previous"
            aria-label={t('banner_previous')}
            onClick={() => goTo(at - 1)}
          />
          <button
            type="button"
            className="banners__control banners__step banners__step--next"
            aria-label={t('banner_next')}
            onClick={() => goTo(at + 1)}
          />
          <div className="banners__dots">
            {slides.map((slide, index) => (
              <button
                key={slide.id}
                type="button"
                className="banners__dot"
                aria-label={t('banner_show', { n: index + 1, count })}
                aria-current={index === at ? 'true' : undefined}
                onClick={() => goTo(index)}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}

function BannerLink({
  target,
  newTab,
  children,
}: {
  target: BannerTarget | null;
  newTab: string;
  children: ReactNode;
}) {
  if (target?.kind === 'route')
    return (
      <Link to={target.to} className="banner">
        {children}
      </Link>
    );
  if (target?.kind === 'external')
    return (
      <a href={target.href} className="banner" target="_blank" rel="noopener noreferrer">
        {children}
        <span className="visually-hidden">{newTab}</span>
      </a>
    );
  return <div className="banner">{children}</div>;
}

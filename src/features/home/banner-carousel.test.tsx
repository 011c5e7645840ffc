// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadStringsBeforeAll } from '@/testing/harness';
import { AUTO_ADVANCE_MS, BannerCarousel, type BannerSlide } from './banner-carousel';

loadStringsBeforeAll({ screens: false });

const SLIDES: BannerSlide[] = [
  { id: 1, title: 'Jackpot ₱75,000,000', picture: '/cdn/b1.svg', target: { kind: 'route', to: '/games' } },
  {
    id: 2,
    title: 'Deposit bonus',
    picture: '/cdn/b2.svg',
    target: { kind: 'external', href: 'https://promo.example/bonus' },
  },
  { id: 3, title: 'Swertres', picture: '/cdn/b3.svg', target: null },
];

let reducedMotion = false;
const motionListeners = new Set<() => void>();

/** The player's reduced-motion setting, as the browser's media query reports it (jsdom has none). */
function preferReducedMotion(reduce: boolean) {
  reducedMotion = reduce;
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      get matches() {
        return query.includes('prefers-reduced-motion: reduce') && reducedMotion;
      },
      addEventListener: (_: string, listener: () => void) => motionListeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => motionListeners.delete(listener),
    }),
  });
}

function setPageHidden(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  Reflect.deleteProperty(window, 'matchMedia');
  Reflect.deleteProperty(document, 'visibilityState');
  motionListeners.clear();
  reducedMotion = false;
});

function renderCarousel(slides: BannerSlide[] = SLIDES, { fakeTimers = false } = {}) {
  // Timers only: the clock of the page stays real, so the tests below that click use fireEvent, not user-event.
  if (fakeTimers) vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  render(
    <MemoryRouter>
      <BannerCarousel slides={slides} />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const carousel = () => screen.getByRole('region', { name: 'Banners' });
/** The position dot that says it is the current one. */
const currentDot = () =>
  within(carousel())
    .getAllByRole('button', { name: /^Show banner/ })
    .find((dot) => dot.getAttribute('aria-current') === 'true');
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('§3.5 home banner carousel', () => {
  it('§3.5 shows every banner as a picture named by its title, only the first loaded at once, each in a box of fixed size', () => {
    renderCarousel();
    const pictures = within(carousel()).getAllByRole('img');
    expect(pictures.map((img) => img.getAttribute('alt'))).toEqual(SLIDES.map((slide) => slide.title));
    expect(pictures.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    for (const img of pictures) {
      expect(img).toHaveAttribute('width', '750');
      expect(img).toHaveAttribute('height', '300');
    }
    expect(carousel()).toHaveAttribute('aria-roledescription', 'carousel');
    expect(within(carousel()).getByRole('group', { name: '2 of 3' })).toHaveAttribute(
      'aria-roledescription',
      'banner',
    );
  });

  it('§3.5 opens an app screen in place, an https page in a new tab, and a banner without a safe target opens nothing', () => {
    renderCarousel();
    expect(within(carousel()).getByRole('link', { name: 'Jackpot ₱75,000,000' })).toHaveAttribute(
      'href',
      '/games',
    );
    const outside = within(carousel()).getByRole('link', { name: /^Deposit bonus/ });
    expect(outside).toHaveAttribute('href', 'https://promo.example/bonus');
    expect(outside).toHaveAttribute('target', '_blank');
    expect(outside).toHaveAttribute('rel', 'noopener noreferrer');
    expect(outside).toHaveTextContent('(opens in a new tab)');
    expect(within(carousel()).getAllByRole('link')).toHaveLength(2);
  });

  it('§3.5 previous and next move one banner and go round; the dots name each position and mark the current one', async () => {
    const user = renderCarousel();
    const dots = within(carousel()).getAllByRole('button', { name: /^Show banner/ });
    expect(dots.map((dot) => dot.getAttribute('aria-label'))).toEqual([
      'Show banner 1 of 3',
      'Show banner 2 of 3',
      'Show banner 3 of 3',
    ]);
    expect(currentDot()).toBe(dots[0]);

    await user.click(screen.getByRole('button', { name: 'Next banner' }));
    expect(currentDot()).toBe(dots[1]);
    await user.click(screen.getByRole('button', { name: 'Next banner' }));
    await user.click(screen.getByRole('button', { name: 'Next banner' }));
    expect(currentDot()).toBe(dots[0]);
    await user.click(screen.getByRole('button', { name: 'Previous banner' }));
    expect(currentDot()).toBe(dots[2]);
    await user.click(dots[1]);
    expect(currentDot()).toBe(dots[1]);
  });

  it('§3.5 moves on by itself every 5 seconds, round to the first again', async () => {
    renderCarousel(SLIDES, { fakeTimers: true });
    const dots = within(carousel()).getAllByRole('button', { name: /^Show banner/ });
    await wait(AUTO_ADVANCE_MS - 1);
    expect(currentDot()).toBe(dots[0]);
    await wait(1);
    expect(currentDot()).toBe(dots[1]);
    await wait(AUTO_ADVANCE_MS);
    await wait(AUTO_ADVANCE_MS);
    expect(currentDot()).toBe(dots[0]);
  });

  it('§3.5 never moves by itself for a player who asked for reduced motion, and offers no pause (nothing to pause)', async () => {
    preferReducedMotion(true);
    renderCarousel(SLIDES, { fakeTimers: true });
    const dots = within(carousel()).getAllByRole('button', { name: /^Show banner/ });
    await wait(AUTO_ADVANCE_MS * 4);
    expect(currentDot()).toBe(dots[0]);
    expect(screen.queryByRole('button', { name: 'Pause the banners' })).not.toBeInTheDocument();
    // Moving by hand still works.
    fireEvent.click(screen.getByRole('button', { name: 'Next banner' }));
    expect(currentDot()).toBe(dots[1]);
    await wait(AUTO_ADVANCE_MS * 2);
    expect(currentDot()).toBe(dots[1]);
  });

  it('§3.5 stops moving when the player turns on reduced motion while home is open', async () => {
    preferReducedMotion(false);
    renderCarousel(SLIDES, { fakeTimers: true });
    const dots = within(carousel()).getAllByRole('button', { name: /^Show banner/ });
    act(() => {
      reducedMotion = true;
      for (const listener of motionListeners) listener();
    });
    await wait(AUTO_ADVANCE_MS * 2);
    expect(currentDot()).toBe(dots[0]);
  });

  it('§3.5 does not move once the player has asked for reduced motion, even before the page has redrawn', async () => {
    // On a busy phone the banner's timer can come due after the setting changed and before the app has drawn
    // the change (the browser's change event still queued): the timer itself asks.
    preferReducedMotion(false);
    renderCarousel(SLIDES, { fakeTimers: true });
    const dots = within(carousel()).getAllByRole('button', { name: /^Show banner/ });
    reducedMotion = true;
    await wait(AUTO_ADVANCE_MS);
    expect(currentDot()).toBe(dots[0]);
  });

  it('§3.5 holds still while the pointer or focus is on it, while the page is hidden, and after Pause until Play', async () => {
    renderCarousel(SLIDES, { fakeTimers: true });
    const dots = within(carousel()).getAllByRole('button', { name: /^Show banner/ });

    fireEvent.pointerEnter(carousel());
    await wait(AUTO_ADVANCE_MS * 2);
    expect(currentDot()).toBe(dots[0]);
    fireEvent.pointerLeave(carousel());
    await wait(AUTO_ADVANCE_MS);
    expect(currentDot()).toBe(dots[1]);

    act(() => setPageHidden(true));
    await wait(AUTO_ADVANCE_MS * 2);
    expect(currentDot()).toBe(dots[1]);
    act(() => setPageHidden(false));
    await wait(AUTO_ADVANCE_MS);
    expect(currentDot()).toBe(dots[2]);

    act(() => within(carousel()).getByRole('link', { name: 'Jackpot ₱75,000,000' }).focus());
    await wait(AUTO_ADVANCE_MS * 2);
    expect(currentDot()).toBe(dots[2]);
    act(() => within(carousel()).getByRole('link', { name: 'Jackpot ₱75,000,000' }).blur());

    fireEvent.click(screen.getByRole('button', { name: 'Pause the banners' }));
    await wait(AUTO_ADVANCE_MS * 2);
    expect(currentDot()).toBe(dots[2]);
    fireEvent.click(screen.getByRole('button', { name: 'Play the banners' }));
    await wait(AUTO_ADVANCE_MS);
    expect(currentDot()).toBe(dots[0]);
  });

  it('§3.5 a single banner is just its picture: no buttons, no dots, nothing moves', () => {
    renderCarousel([SLIDES[0]]);
    expect(within(carousel()).getByRole('img', { name: SLIDES[0].title })).toBeInTheDocument();
    expect(within(carousel()).queryAllByRole('button')).toEqual([]);
  });
});

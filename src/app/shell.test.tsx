// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { settings } from '@mock/db/settings';
import { getAnnouncements } from '@/api';
import { i18next, initI18n } from '@/i18n';
import { manilaDayKey } from '@/lib/manila-time';
import { phaseOf, popupsFor } from '@/lib/popup-rules';
import { AGE_GATE_KEY, ageGate, agreeToAge, askAgeAgain } from '@/state/age-gate';
import { appVersion, VERSION_KEY } from '@/state/app-version';
import { closePopups } from '@/state/popups';
import { preferences } from '@/state/preferences';
import { dispatchSession } from '@/state/session';
import { logInAs, preloadBeforeAll } from '@/testing/harness';
import { App } from './app';

// The shell against the fake backend in process: guards, menus, language, and the full-screen states the
// status call switches on. The fake backend's settings are the switches (reset after every test).

beforeAll(async () => {
  await initI18n();
});
// The screens these tests open load lazily.
preloadBeforeAll(
  () => import('@/features/login/login-shell'),
  () => import('@/features/login/login-page'),
  () => import('@/features/home/player-top'),
  () => import('@/features/security/security-center-page'),
  () => import('@/features/games/games-page'),
  () => import('./overlays/live-overlays'),
  () => import('./overlays/sidebar-links'),
);

beforeEach(async () => {
  agreeToAge();
  const { popup = [] } = await getAnnouncements({ platform: 'W', types: 'PU' });
  for (const loggedIn of [false, true]) {
    const shown = popupsFor(popup, { loggedIn, firstTimeLogin: false, today: manilaDayKey(Date.now()) });
    if (shown.length > 0) closePopups(phaseOf({ loggedIn }), shown[0].id);
  }
});

afterEach(async () => {
  cleanup();
  dispatchSession({ type: 'loggedOut' });
  preferences.language = 'en';
  await vi.waitFor(() => expect(i18next.language).toBe('en'));
  localStorage.removeItem(VERSION_KEY);
  appVersion.available = null;
  appVersion.postponed = null;
  window.history.replaceState(null, '', '/');
});

function renderAppAt(path: string) {
  window.history.replaceState(null, '', path);
  render(<App />);
  return userEvent.setup();
}

describe('guards', () => {
  it.each(['/member/home', '/member/transaction?type=deposit', '/lottGame?gameId=101', '/x/member/y'])(
    'sends a visitor from %s to log in before anything of the screen renders',
    async (path) => {
      renderAppAt(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
      expect(window.location.pathname).toBe('/login');
      expect(screen.queryByRole('heading', { name: 'My account' })).not.toBeInTheDocument();
    },
  );

  it('lets a player in, and sends an unknown member path home', async () => {
    await logInAs();
    renderAppAt('/member/securityCenter');
    expect(await screen.findByRole('heading', { level: 1, name: 'Security center' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/member/home');
    cleanup();
    renderAppAt('/member/nothing-here');
    expect(await screen.findByRole('region', { name: 'Total balance' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });
});

describe('header and footer', () => {
  it('marks the footer item of the current screen, the member item for every member screen', async () => {
    const user = renderAppAt('/');
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(menu).getByRole('link', { name: 'Games' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Games' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Games' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(
      within(menu)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/', '/promotion', '/games', '/draw-result', '/member/home']);
  });

  it('switches to Chinese, remembers it, and asks the server in Chinese from then on', async () => {
    const user = renderAppAt('/');
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), '中文');
    const header = screen.getByRole('banner');
    expect(await within(header).findByRole('link', { name: '登录' })).toBeInTheDocument();
    expect(localStorage.getItem('lotto.language')).toBe('zh');
    expect(document.documentElement.lang).toBe('zh-Hans');
    await vi.waitFor(() => {
      const languages = fetchSpy.mock.calls.map(([input]) => (input as Request).headers.get('Language'));
      expect(languages).toContain('zh');
    });
    await user.selectOptions(screen.getByRole('combobox', { name: '语言' }), 'English');
    expect(await within(header).findByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });

  it('issue 20 item 8: offers English, Filipino and 中文, each named in itself', async () => {
    renderAppAt('/');
    const choice = await screen.findByRole('combobox', { name: 'Language' });
    expect(
      within(choice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'Filipino', '中文']);
    expect(within(choice).getByRole('option', { name: 'Filipino' })).toHaveAttribute('lang', 'fil');
    expect(within(choice).getByRole('option', { name: 'English', selected: true })).toBeInTheDocument();
  });

  it('issue 20 item 8: switches to Filipino, remembers it, and keeps asking the server in English', async () => {
    const user = renderAppAt('/');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'Filipino');
    const header = screen.getByRole('banner');
    expect(await within(header).findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Mga bola ngayong araw' })).toBeInTheDocument();
    expect(localStorage.getItem('lotto.language')).toBe('fil');
    expect(document.documentElement.lang).toBe('fil');
    // The server speaks English and Chinese only (the contract's Language header allows nothing else): it is
    // asked in English, and answers.
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await expect(getAnnouncements({ platform: 'W', types: 'PU' })).resolves.toBeDefined();
    const languages = fetchSpy.mock.calls.map(([input]) => (input as Request).headers.get('Language'));
    expect(languages).toEqual(['en']);
  });
});

describe('the 21+ question', () => {
  beforeEach(() => askAgeAgain());

  it('asks on the first visit; exit leaves a refusal screen that persists', async () => {
    const user = renderAppAt('/games');
    const gate = await screen.findByRole('dialog', { name: 'Are you 21 or over?' });
    await user.click(within(gate).getByRole('button', { name: 'Exit' }));
    expect(await screen.findByRole('dialog', { name: 'You must be 21 or over' })).toBeInTheDocument();
    expect(localStorage.getItem(AGE_GATE_KEY)).toBe('refused');
    expect(document.querySelector('.app-shell')).toHaveAttribute('inert');

    cleanup();
    renderAppAt('/');
    const refusal = await screen.findByRole('dialog', { name: 'You must be 21 or over' });
    await user.click(within(refusal).getByRole('button', { name: /ask me again/ }));
    await user.click(await screen.findByRole('button', { name: 'Yes, I am 21 or over' }));
    expect(ageGate.answer).toBe('agreed');
    expect(screen.queryByRole('dialog', { name: 'Are you 21 or over?' })).not.toBeInTheDocument();
    expect(document.querySelector('.app-shell')).not.toHaveAttribute('inert');
  });

  it('does not ask on the login screen, which asks in its own form', async () => {
    renderAppAt('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('status and version', () => {
  it('shows the maintenance page over an inert app, and leaves it when the status changes on return', async () => {
    settings.maintenance = true;
    const user = renderAppAt('/');
    const page = await screen.findByRole('dialog', { name: 'Under maintenance' });
    expect(document.querySelector('.app-shell')).toHaveAttribute('inert');
    settings.maintenance = false;
    await user.click(within(page).getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Under maintenance' })).not.toBeInTheDocument(),
    );
  });

  it('§3.4 shows no test-environment note when the status does not mark a test environment', async () => {
    renderAppAt('/');
    await screen.findByRole('button', { name: 'Customer service and app download' });
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'Test environment'],
    ['zh', '测试环境'],
  ] as const)('§3.4 says so (%s: "%s") when the status marks a test environment', async (language, words) => {
    settings.testEnvironment = true;
    preferences.language = language;
    renderAppAt('/');
    await vi.waitFor(() => expect(screen.getByRole('note')).toHaveTextContent(words));
  });

  it('fetches the status again when the tab becomes visible', async () => {
    renderAppAt('/');
    await screen.findByRole('button', { name: 'Customer service and app download' });
    settings.regionRestriction = true;
    settings.visitorIp = '203.0.113.9';
    settings.visitorCountryCode = 'SG';
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    const page = await screen.findByRole('dialog', { name: 'Access restricted' });
    expect(within(page).getByText('203.0.113.9')).toBeInTheDocument();
    expect(within(page).getByText('SG')).toBeInTheDocument();
    // The contact is decoded and checked once the address rule has loaded with the page.
    expect(await within(page).findByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      'https://support.lottoph.example/chat',
    );
  });

  it('opens the sidebar with customer service and the app downloads the status configures', async () => {
    const user = renderAppAt('/');
    const toggle = await screen.findByRole('button', { name: 'Customer service and app download' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The links are worked out when the panel first opens (the address rule loads then).
    expect(await screen.findByRole('link', { name: 'Live chat' })).toHaveAttribute(
      'href',
      'https://support.lottoph.example/chat',
    );
    expect(screen.getByRole('link', { name: 'Email support' })).toHaveAttribute(
      'href',
      'mailto:support@lottoph.example',
    );
    expect(screen.getByRole('link', { name: 'Download the Android app' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers an update when the deployed version differs from the stored one, checked again on return', async () => {
    localStorage.setItem(VERSION_KEY, settings.appVersion);
    const user = renderAppAt('/');
    await screen.findByRole('button', { name: 'Customer service and app download' });
    expect(screen.queryByRole('dialog', { name: 'New version available' })).not.toBeInTheDocument();

    settings.appVersion = '2.0.0';
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    const dialog = await screen.findByRole('dialog', { name: 'New version available' });
    expect(within(dialog).getByRole('button', { name: 'Update now' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('dialog', { name: 'New version available' })).not.toBeInTheDocument();
  });
});

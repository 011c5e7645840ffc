// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mock/node';
import type { PopupAnnouncement } from '@/api';
import { initI18n } from '@/i18n';
import { manilaDayKey, manilaTime } from '@/lib/manila-time';
import { closePopups, forgetClosedPopups, popupState } from '@/state/popups';
import { dispatchSession } from '@/state/session';
import { PromoPopup } from './promo-popup';

beforeAll(async () => {
  await initI18n();
});

beforeEach(() => {
  localStorage.clear();
  forgetClosedPopups();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  dispatchSession({ type: 'loggedOut' });
});

const today = manilaDayKey(Date.now());
const popup = (
  id: number,
  execution: 'A' | 'B' | 'F',
  extra: Partial<PopupAnnouncement> = {},
): PopupAnnouncement => ({
  id,
  title: `Popup ${id}`,
  content: `<p>Content ${id}</p>`,
  execution,
  noExpiry: true,
  endDate: null,
  ...extra,
});

function servePopups(popups: PopupAnnouncement[]) {
  server.use(http.get('*/wps/relay/MCSFE_getListAnnouncements', () => HttpResponse.json({ popup: popups })));
}

function renderPopupWithClient() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PromoPopup />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { client, user: userEvent.setup() };
}

const renderPopup = () => renderPopupWithClient().user;

const logIn = (firstTimeLogin: boolean) =>
  dispatchSession({ type: 'loggedIn', token: 't', firstTimeLogin, at: Date.now() });

describe('the promo popup', () => {
  it('shows B to a visitor, stays closed once closed, and opens again for a newer popup alone', async () => {
    servePopups([popup(701, 'B'), popup(703, 'A')]);
    const user = renderPopup();
    const dialog = await screen.findByRole('dialog', { name: 'Popup 701' });
    expect(await within(dialog).findByText('Content 701')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('lotto.popup.closed.before')!)).toEqual({
      day: today,
      ids: [701],
      allDay: false,
    });

    cleanup();
    const { client } = renderPopupWithClient();
    await vi.waitFor(() => expect(client.getQueryCache().getAll()[0]?.state.status).toBe('success'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    cleanup();
    servePopups([popup(701, 'B'), popup(710, 'B')]);
    renderPopup();
    const again = await screen.findByRole('dialog', { name: 'Popup 710' });
    expect(within(again).queryByText('Content 701')).not.toBeInTheDocument();
  });

  it('shows A after login with a closed state of its own, and F only on the first login', async () => {
    servePopups([popup(701, 'B'), popup(702, 'F'), popup(703, 'A')]);
    closePopups('before', 701);
    logIn(false);
    const user = renderPopup();
    const dialog = await screen.findByRole('dialog', { name: 'Popup 703' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(popupState.closed).toEqual({
      before: { day: today, ids: [701], allDay: false },
      after: { day: today, ids: [703], allDay: false },
    });

    cleanup();
    forgetClosedPopups();
    logIn(true);
    renderPopup();
    const first = await screen.findByRole('dialog', { name: 'Announcements' });
    expect(
      within(first)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Popup 703', 'Popup 702']);
  });

  it('leaves out popups past their end date', async () => {
    servePopups([
      popup(720, 'B', { noExpiry: false, endDate: '2000-01-01' }),
      popup(721, 'B', { noExpiry: false, endDate: today }),
    ]);
    renderPopup();
    expect(await screen.findByRole('dialog', { name: 'Popup 721' })).toBeInTheDocument();
  });
});

describe('§20.4 closed until the next day in Manila, or not at all today', () => {
  /** A visit to home: the popup shows, or the announcements arrive and nothing shows. */
  async function visit(): Promise<HTMLElement | null> {
    cleanup();
    const { client } = renderPopupWithClient();
    await vi.waitFor(() => expect(client.getQueryCache().getAll()[0]?.state.status).toBe('success'));
    return screen.queryByRole('dialog');
  }

  it('a closed popup stays away for the rest of the Manila day and is back after midnight there', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 23:50 on 10 March in Manila (15:50 UTC): the day ends in ten minutes.
    vi.setSystemTime(manilaTime(2026, 3, 10, 23, 50));
    servePopups([popup(701, 'B')]);
    const user = renderPopup();
    const dialog = await screen.findByRole('dialog', { name: 'Popup 701' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    vi.setSystemTime(manilaTime(2026, 3, 10, 23, 59, 59));
    expect(await visit()).toBeNull();
    vi.setSystemTime(manilaTime(2026, 3, 11, 0, 0));
    expect(await visit()).toHaveAccessibleName('Popup 701');
  });

  it('closing with Escape counts as closing', async () => {
    servePopups([popup(701, 'B')]);
    const user = renderPopup();
    await screen.findByRole('dialog', { name: 'Popup 701' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await visit()).toBeNull();
  });

  it('"Don\'t show again today" keeps even a newer popup away until the next day, in its own phase only', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(manilaTime(2026, 3, 10, 9, 0));
    servePopups([popup(701, 'B'), popup(703, 'A')]);
    const user = renderPopup();
    const dialog = await screen.findByRole('dialog', { name: 'Popup 701' });
    await user.click(within(dialog).getByRole('button', { name: "Don't show again today" }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    servePopups([popup(701, 'B'), popup(710, 'B'), popup(703, 'A')]);
    vi.setSystemTime(manilaTime(2026, 3, 10, 18, 0));
    expect(await visit()).toBeNull();
    // Logged in, the player's own popups are not covered by the visitor's choice.
    logIn(false);
    expect(await visit()).toHaveAccessibleName('Popup 703');

    dispatchSession({ type: 'loggedOut' });
    vi.setSystemTime(manilaTime(2026, 3, 11, 9, 0));
    const nextDay = await visit();
    expect(nextDay).toHaveAccessibleName('Announcements');
    expect(
      within(nextDay!)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Popup 710', 'Popup 701']);
  });
});

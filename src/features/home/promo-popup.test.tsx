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
import { manilaDayKey } from '@/lib/manila-time';
import { popupState } from '@/state/popups';
import { dispatchSession } from '@/state/session';
import { PromoPopup } from './promo-popup';

beforeAll(async () => {
  await initI18n();
});

beforeEach(() => {
  localStorage.clear();
  popupState.closed.before.id = null;
  popupState.closed.after.id = null;
});

afterEach(() => {
  cleanup();
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
  it('shows B to a visitor, stays closed once closed, and reopens for a newer popup', async () => {
    servePopups([popup(701, 'B'), popup(703, 'A')]);
    const user = renderPopup();
    const dialog = await screen.findByRole('dialog', { name: 'Popup 701' });
    expect(await within(dialog).findByText('Content 701')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem('lotto.popup.closed.before')).toBe('701');

    cleanup();
    const { client } = renderPopupWithClient();
    await vi.waitFor(() => expect(client.getQueryCache().getAll()[0]?.state.status).toBe('success'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    cleanup();
    servePopups([popup(701, 'B'), popup(710, 'B')]);
    renderPopup();
    const again = await screen.findByRole('dialog', { name: 'Announcements' });
    expect(within(again).getByRole('heading', { name: 'Popup 710' })).toBeInTheDocument();
    expect(within(again).getByRole('heading', { name: 'Popup 701' })).toBeInTheDocument();
  });

  it('shows A after login with a closed state of its own, and F only on the first login', async () => {
    servePopups([popup(701, 'B'), popup(702, 'F'), popup(703, 'A')]);
    popupState.closed.before.id = 701;
    logIn(false);
    const user = renderPopup();
    const dialog = await screen.findByRole('dialog', { name: 'Popup 703' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(popupState.closed).toEqual({ before: { id: 701 }, after: { id: 703 } });
    expect(localStorage.getItem('lotto.popup.closed.after')).toBe('703');

    cleanup();
    popupState.closed.after.id = null;
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

// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mock/node';
import { HOSTILE_PROMOTION_ID } from '@mock/db/content';
import { getAnnouncements } from '@/api';
import { loadStringsBeforeAll, renderRoutes } from '@/testing/harness';
import { PromotionPage } from './promotion-page';

loadStringsBeforeAll();

afterEach(cleanup);

const renderPromotion = (path = '/promotion') =>
  renderRoutes([{ path: '/promotion', element: <PromotionPage /> }], path);

describe('Promotions', () => {
  it('lists every promotion with its category, title and a summary without markup', async () => {
    const { promotions = [] } = await getAnnouncements({ platform: 'W', types: 'PR' });
    renderPromotion();
    const cards = await screen.findAllByRole('button', { name: /./, description: /promo|rank/i });
    expect(cards).toHaveLength(promotions.length);
    const bonus = screen.getByRole('button', { name: 'First deposit bonus 100% up to ₱1,000' });
    expect(bonus).toHaveAccessibleDescription(/^Lotto promos Deposit at least ₱100 with GCash or Maya/);
    expect(bonus.textContent).not.toMatch(/<|>/);
    const hostile = screen.getByRole('button', { name: /hostile content/ });
    expect(hostile.textContent).not.toContain('alert');
    // The card's picture, which the title's button covers with the rest of the card.
    expect(hostile.closest('li')?.querySelector('img')).toHaveAttribute(
      'src',
      '/mock-cdn/promo/free-500.svg',
    );
  });

  it('offers a tab per category that has promotions, and filters by it', async () => {
    const { user } = renderPromotion();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'All',
      'Player ranks',
      'Lotto promos',
      'Other promos',
    ]);
    await user.click(screen.getByRole('tab', { name: 'Player ranks' }));
    const panel = screen.getByRole('tabpanel', { name: 'Player ranks' });
    expect(
      within(panel)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-haspopup')),
    ).toEqual(['dialog']);
    expect(within(panel).getByRole('button', { name: 'Player ranks and rewards' })).toBeInTheDocument();
  });

  it('leaves out the tabs of categories without promotions', async () => {
    const { promotions = [] } = await getAnnouncements({ platform: 'W', types: 'PR' });
    server.use(
      http.get('*/wps/relay/MCSFE_getListAnnouncements', () =>
        HttpResponse.json({ promotions: promotions.filter((p) => p.category === 'lotto_promo') }),
      ),
    );
    renderPromotion();
    await screen.findByRole('button', { name: 'First deposit bonus 100% up to ₱1,000' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All', 'Lotto promos']);
  });

  it('opens the sanitised content in a sheet with scrolling tables, and the back step closes it', async () => {
    const { user, router } = renderPromotion();
    await user.click(await screen.findByRole('button', { name: 'First deposit bonus 100% up to ₱1,000' }));
    const sheet = await screen.findByRole('dialog', { name: 'First deposit bonus 100% up to ₱1,000' });
    expect(await within(sheet).findByRole('region', { name: 'Table' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?id=412');

    await router.navigate(-1);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
  });

  it('never lets the hostile promotion run anything', async () => {
    const { user } = renderPromotion(`/promotion?id=${HOSTILE_PROMOTION_ID}`);
    const sheet = await screen.findByRole('dialog', { name: /hostile content/ });
    await within(sheet).findByText('free ₱500');
    const html = sheet.innerHTML.toLowerCase();
    for (const banned of [
      '<script',
      '<iframe',
      '<form',
      'onerror',
      'onload',
      'onclick',
      'onmouseover',
      'javascript:',
    ]) {
      expect(html).not.toContain(banned);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

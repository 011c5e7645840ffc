// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@mock/node';
import { getAnnouncements, type BannerAnnouncement } from '@/api';
import { loadStringsBeforeAll, recordFetch, renderRoutes, resetAfterEach } from '@/testing/harness';
import { bannerTarget } from './banner-target';
import { HomeBanners } from './home-banners';

loadStringsBeforeAll({ screens: false });
resetAfterEach();

const ANNOUNCEMENTS = '/wps/relay/MCSFE_getListAnnouncements';

function serveBanners(banners: BannerAnnouncement[] | null) {
  server.use(
    http.get(`*${ANNOUNCEMENTS}`, () =>
      banners === null
        ? HttpResponse.json({ code: 'SYSTEM_ERROR', message: 'Down' }, { status: 500 })
        : HttpResponse.json({ banners, popup: [] }),
    ),
  );
}

const banner = (id: number, extra: Partial<BannerAnnouncement> = {}): BannerAnnouncement => ({
  id,
  title: `Banner ${id}`,
  announcementImages: [{ url: `/mock-cdn/banner/b${id}.svg` }],
  ...extra,
});

const renderBanners = () => renderRoutes([{ path: '*', element: <HomeBanners /> }], '/');

describe('§3.5 home banners from the announcements call', () => {
  it("§3.5 asks for type B banners (with the popup's PU, in one call) and shows them in the operator's order", async () => {
    const calls = recordFetch(ANNOUNCEMENTS);
    renderBanners();
    const region = await screen.findByRole('region', { name: 'Banners' });

    const { banners = [] } = await getAnnouncements({ platform: 'W', types: 'B' });
    const expected = [...banners].sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0)).map((b) => b.title);
    expect(expected.length).toBeGreaterThan(1);
    expect(
      within(region)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(expected);
    const asked = calls()[0].url.searchParams;
    expect(asked.get('types')).toBe('B,PU');
    expect(asked.get('platform')).toMatch(/^[MW]$/);
  });

  it('§3.5 orders by sort, whatever order the answer lists them in', async () => {
    serveBanners([banner(1, { sort: 3 }), banner(2), banner(3, { sort: 1 })]);
    renderBanners();
    const region = await screen.findByRole('region', { name: 'Banners' });
    expect(
      within(region)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Banner 3', 'Banner 1', 'Banner 2']);
  });

  it('§3.5 keeps a skeleton of the final size while loading, then shows nothing at all when there are no banners', async () => {
    serveBanners([]);
    const { client } = renderBanners();
    expect(document.querySelector('.banners[aria-busy="true"]')).not.toBeNull();
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(screen.queryByRole('region', { name: 'Banners' })).not.toBeInTheDocument();
    expect(document.querySelector('.banners')).toBeNull();
  });

  it('§3.5 shows nothing, and says nothing, when the call fails', async () => {
    serveBanners(null);
    const { client } = renderBanners();
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(document.querySelector('.banners')).toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("§3.5 follows a banner's link only to an app screen or an https page: server data is not trusted", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    serveBanners([
      banner(1, { link: '/promotion?id=412' }),
      banner(2, { link: 'https://promo.example/bonus' }),
      banner(3, { link: 'javascript:alert(1)' }),
      banner(4, { link: '//evil.example/phish' }),
      banner(5, { link: 'http://plain.example/' }),
      banner(6, { link: 'data:text/html,<script>alert(1)</script>' }),
      banner(7, { link: 'mailto:promo@lottoph.example' }),
      banner(8),
    ]);
    renderBanners();
    const region = await screen.findByRole('region', { name: 'Banners' });
    const links = within(region).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('href'), link.getAttribute('target')])).toEqual([
      ['/promotion?id=412', null],
      ['https://promo.example/bonus', '_blank'],
    ]);
    expect(within(region).getAllByRole('img')).toHaveLength(8);
  });
});

describe('§3.5 bannerTarget', () => {
  const base = 'https://m.lottoph.example/';

  it('§3.5 turns a path or an address of the app into an in-app route', () => {
    expect(bannerTarget('/games', base)).toEqual({ kind: 'route', to: '/games' });
    expect(bannerTarget('promotion?id=1#top', base)).toEqual({ kind: 'route', to: '/promotion?id=1#top' });
    expect(bannerTarget('https://m.lottoph.example/draw-result', base)).toEqual({
      kind: 'route',
      to: '/draw-result',
    });
  });

  it('§3.5 opens other https pages outside the app, and nothing else', () => {
    expect(bannerTarget('https://promo.example/x', base)).toEqual({
      kind: 'external',
      href: 'https://promo.example/x',
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const link of [
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      '//evil.example/',
      '/\\evil.example/',
      'http://promo.example/',
      'https://m.lottoph.example@evil.example/',
      'tel:+639171234567',
      'mailto:a@b.example',
      '',
      null,
      undefined,
    ])
      expect(bannerTarget(link, base), String(link)).toBeNull();
  });
});

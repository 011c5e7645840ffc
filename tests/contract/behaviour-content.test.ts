import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOSTILE_PROMOTION_ID } from '@mock/db/content';
import { findPlayer } from '@mock/db/players';
import { dumpCollections } from '@mock/db/store';
import { resetWorld, restoreWorld, snapshotWorld } from '@mock/db/world';
import { loadSavedWorld, saveWorld, WORLD_KEY } from '@mock/persistence';
import { clock } from '@mock/lib/clock';
import { API, call, logInAs } from './support';

// Content (announcements in every group, the hostile item, popups that expire), and the world's persistence.

type Announcements = Record<
  string,
  { id: number; content?: string; category?: string; execution?: string; endDate?: string | null }[]
>;
const announcements = (params: object) =>
  call<Announcements>('/wps/relay/MCSFE_getListAnnouncements', 'GET', {
    params: { platform: 'M', ...params },
  });

afterEach(() => vi.unstubAllGlobals());

describe('announcements', () => {
  it('answers every group, with HTML tables and images, and one hostile promotion', async () => {
    const all = await announcements({});
    expect(Object.keys(all).sort()).toEqual(['banners', 'footer', 'players', 'popup', 'promotions']);
    expect(new Set(all.promotions.map((p) => p.category))).toEqual(
      new Set(['player_rank_rules', 'lotto_promo', 'other_promo']),
    );
    expect(all.promotions.some((p) => p.content?.includes('<table>') && p.content.includes('<img'))).toBe(
      true,
    );
    const hostile = all.promotions.find((p) => p.id === HOSTILE_PROMOTION_ID)!.content!;
    for (const attack of ['<script>', 'onerror=', 'javascript:', '<iframe'])
      expect(hostile).toContain(attack);
    expect(new Set(all.popup.map((p) => p.execution))).toEqual(new Set(['B', 'A', 'F']));
  });

  it('filters by type and by group name, and leaves out expired popups', async () => {
    expect(Object.keys(await announcements({ types: 'B,PU' })).sort()).toEqual(['banners', 'popup']);
    expect(Object.keys(await announcements({ groupName: 'footer' }))).toEqual(['footer']);
    const ids = async () => (await announcements({ types: 'PU' })).popup.map((p) => p.id);
    expect(await ids()).not.toContain(699);
    expect(await ids()).toContain(703);
    clock.freeze(clock.now() + 8 * 86_400_000);
    expect(await ids()).not.toContain(703);
  });

  it('§3.5 serves each banner (type B) with artwork of its own from the fake CDN, offline', async () => {
    const { banners } = await call<{
      banners: { title: string; announcementImages: { url: string }[]; link?: string }[];
    }>('/wps/relay/MCSFE_getListAnnouncements', 'GET', { params: { platform: 'M', types: 'B' } });
    expect(banners.length).toBeGreaterThan(1);
    for (const banner of banners) {
      const image = await fetch(`${API}${banner.announcementImages[0].url}`);
      expect(image.headers.get('Content-Type')).toBe('image/svg+xml');
      expect(await image.text()).toMatch(/^<svg [^>]*width="750" height="300"/);
      expect(banner.link).toMatch(/^(\/|https:\/\/)/);
    }
  });

  it('serves the images it refers to from the fake CDN', async () => {
    const image = await fetch(`${API}/mock-cdn/promo/first-deposit.svg`);
    expect(image.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(await image.text()).toContain('first deposit');
  });
});

describe('persistence of the world', () => {
  it('a snapshot restores the same world (players, money, clock, switches)', async () => {
    await logInAs('juan2026');
    await call('/wps/member/info/nickname', 'POST', { data: { nickname: 'Saved' } });
    await fetch(`${API}/__mock/scenario`, { method: 'POST', body: JSON.stringify({ name: 'maintenance' }) });
    clock.advance(3_600_000);
    const snapshot = await snapshotWorld();
    const before = JSON.stringify(dumpCollections());
    await resetWorld();
    expect(findPlayer('10000001')!.nickname).toBe('Juan');
    expect(await restoreWorld(JSON.parse(JSON.stringify(snapshot)))).toBe(true);
    expect(JSON.stringify(dumpCollections())).toBe(before);
    expect(findPlayer('10000001')!.nickname).toBe('Saved');
    expect(
      (await call<{ maintenance: boolean }>('/wps/system/status', 'GET', { params: { device: 'WEB' } }))
        .maintenance,
    ).toBe(true);
    expect(await restoreWorld({ version: 1, seed: 1 })).toBe(false);
  });

  it('a collection the saved world does not have (added since) comes back seeded, the others as saved', async () => {
    await logInAs('juan2026');
    await call('/wps/member/info/nickname', 'POST', { data: { nickname: 'Older' } });
    const seededProposals = JSON.stringify(dumpCollections().agentProposals);
    expect(JSON.parse(seededProposals)).not.toEqual([]);
    const older = JSON.parse(JSON.stringify(await snapshotWorld())) as {
      collections: Record<string, unknown>;
    };
    delete older.collections.agentProposals;
    await resetWorld();
    expect(await restoreWorld(older)).toBe(true);
    expect(JSON.stringify(dumpCollections().agentProposals)).toBe(seededProposals);
    expect(findPlayer('10000001')!.nickname).toBe('Older');
  });

  it('the browser runner saves to and loads from localStorage', async () => {
    const store = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    });
    expect(await loadSavedWorld()).toBe(false);
    await logInAs('maria2026');
    await call('/wps/member/info/nickname', 'POST', { data: { nickname: 'Reloaded' } });
    await saveWorld();
    expect(store.has(WORLD_KEY)).toBe(true);
    await resetWorld();
    expect(await loadSavedWorld()).toBe(true);
    expect(findPlayer('10000002')!.nickname).toBe('Reloaded');
    store.set(WORLD_KEY, '{broken');
    expect(await loadSavedWorld()).toBe(false);
    expect(store.has(WORLD_KEY)).toBe(false);
  });
});

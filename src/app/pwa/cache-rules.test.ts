import { describe, expect, it } from 'vitest';
import { operations } from '@/api/all-operations';
import { apiConfig } from '@/api/config';
import {
  agedTodayGames,
  isOfflineReadable,
  isStorableAnswer,
  NETWORK_WAIT_S,
  OFFLINE_READABLE_PATHS,
  SAVED_AT_HEADER,
  savedAnswerKey,
  savedAt,
  stampedCopy,
} from '@/lib/offline-cache';

// The rules the app's service worker (sw.ts) keeps answers by, held to the whole contract.
const API = 'https://api.lotto.test';
const urlOf = (path: string) => new URL(`${API}${path.replace(/\{[^}]+\}/g, '42')}?_t=1`);

describe('issue 20 §7 what the service worker keeps for offline use', () => {
  it('§7 of every call in the contract, only the public lottery data is kept: no money, login or member call', () => {
    const kept = operations.filter((op) => isOfflineReadable(op.method, urlOf(op.path)));
    expect(kept.map((op) => `${op.method} ${op.path}`).sort()).toEqual([
      'GET /lgw/pl/draw/win_order_prize_summaries',
      'GET /lgw/pl/numeros/today_games',
    ]);
    for (const op of kept) expect(op.protected).toBeFalsy();
    const never = operations.filter((op) =>
      /\/(session|member|wallets?|deposit|withdraw|transaction|bankCards|verification|relay)\b/.test(op.path),
    );
    expect(never.length).toBeGreaterThan(20);
    for (const op of never) expect(isOfflineReadable(op.method, urlOf(op.path)), op.path).toBe(false);
  });

  it('§9 on a slow connection the saved games and results come after 4 s, well before the 10 s request timeout', () => {
    // docs/spec-decisions.md: at or past the timeout the page would give up first ("took too long") and the
    // saved copy would never be shown; the margin leaves the saved copy time to arrive on a slow phone.
    expect(NETWORK_WAIT_S).toBe(4);
    expect(apiConfig.timeoutMs).toBe(10_000);
    expect(NETWORK_WAIT_S * 1000).toBeLessThanOrEqual(apiConfig.timeoutMs / 2);
  });

  it('§7 only GET answers are kept, matched by the whole path', () => {
    const path = OFFLINE_READABLE_PATHS[0];
    expect(isOfflineReadable('get', urlOf(path))).toBe(true);
    expect(isOfflineReadable('POST', urlOf(path))).toBe(false);
    expect(isOfflineReadable('GET', urlOf(`${path}/x`))).toBe(false);
    expect(isOfflineReadable('GET', urlOf(`/wps${path}`))).toBe(false);
  });

  it("§7 an answer is saved under its address without the pipeline's cache-busting time, per language", () => {
    const at = (t: string, lang: string | null) =>
      savedAnswerKey(
        new URL(`${API}/lgw/pl/draw/win_order_prize_summaries?page=0&startTime=1&_t=${t}`),
        lang,
      );
    expect(at('1', 'en')).toBe(at('2', 'en'));
    expect(at('1', 'en')).not.toBe(at('1', 'zh'));
    expect(at('1', null)).not.toContain('_t=');
    expect(at('1', null)).toContain('page=0');
  });

  it('§7 a saved answer carries when it was received, and only a saved one does', async () => {
    const network = new Response('{"ok":true}', { headers: { 'Content-Type': 'application/json' } });
    expect(savedAt(network)).toBeNull();
    const copy = await stampedCopy(network, 1_770_987_600_000);
    expect(copy.headers.get(SAVED_AT_HEADER)).toBe('1770987600000');
    expect(savedAt(copy)).toBe(1_770_987_600_000);
    expect(await copy.json()).toEqual({ ok: true });
    expect(await network.json()).toEqual({ ok: true });
  });

  it("§7 a saved answer of today's games counts down from now, not from when it was saved", () => {
    const body = {
      games: [{ gameId: 1 }],
      todayGames: [{ gameId: 1, remainTime: 600_000, lockTime: 60_000 }],
    };
    expect(agedTodayGames(body, 120_000)).toEqual({
      games: [{ gameId: 1 }],
      todayGames: [{ gameId: 1, remainTime: 480_000, lockTime: 60_000 }],
    });
    expect(agedTodayGames(body, 0)).toBe(body);
    expect(agedTodayGames(null, 5)).toBeNull();
  });

  it('issue 30 item 7: an allow-listed answer is kept only when the server lets any cache keep it', () => {
    const answer = (headers: Record<string, string>, status = 200) => new Response('{}', { status, headers });
    expect(isStorableAnswer(answer({ 'Cache-Control': 'max-age=60', Vary: 'Language' }))).toBe(true);
    expect(isStorableAnswer(answer({}))).toBe(true);
    expect(isStorableAnswer(answer({}, 503))).toBe(false);
    const refusals: Record<string, string>[] = [
      { 'Cache-Control': 'no-store' },
      { 'Cache-Control': 'max-age=0, private' },
      { 'Cache-Control': 'Private' },
      { Vary: 'Accept-Encoding, Authorization' },
      { Vary: 'cookie' },
      { Vary: '*' },
      { 'Set-Cookie': 'session=1' },
    ];
    for (const refused of refusals)
      expect(isStorableAnswer(answer(refused)), JSON.stringify(refused)).toBe(false);
  });
});

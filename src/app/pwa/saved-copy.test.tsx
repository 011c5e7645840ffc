// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '@mock/node';
import { getTodayGames } from '@/api';
import { SAVED_AT_HEADER } from '@/lib/offline-cache';
import { setOffline, ui } from '@/state/ui';
import { loadStringsBeforeAll } from '@/testing/harness';
import { OfflineBanner } from '../overlays/offline-banner';

// The page's half of the offline results: an answer the service worker gave from its saved copy (sw.ts stamps
// it) tells the pipeline the network is gone, and the banner says when what the player sees was saved.

loadStringsBeforeAll({ screens: false });

const API = 'http://lotto.test';
// 2026-02-13 21:00 Manila.
const SAVED_AT = Date.UTC(2026, 1, 13, 13, 0);

afterEach(() => {
  cleanup();
  setOffline(false);
});

function answerTodayGames(headers: Record<string, string>) {
  server.use(
    http.get(`${API}/lgw/pl/numeros/today_games`, () =>
      HttpResponse.json({ todayGames: [], games: [] }, { headers }),
    ),
  );
}

describe('issue 20 §7 results from the saved copy are marked offline with their time', () => {
  it('§7 an answer from the saved copy shows the offline banner with when it was saved', async () => {
    answerTodayGames({ [SAVED_AT_HEADER]: String(SAVED_AT) });
    render(<OfflineBanner />);
    await getTodayGames();
    expect(ui.offline).toBe(true);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Network not available' + 'Showing results saved 2026.02.13 21:00 (Manila time).',
    );
  });

  it('§7 a fresh answer from the network clears it', async () => {
    answerTodayGames({ [SAVED_AT_HEADER]: String(SAVED_AT) });
    render(<OfflineBanner />);
    await getTodayGames();
    answerTodayGames({});
    await getTodayGames();
    expect(ui.offline).toBe(false);
    expect(ui.savedAt).toBeNull();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});

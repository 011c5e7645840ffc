import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mock/node';
import { getTodayGames } from './index';

describe('the generated hooks’ mutator', () => {
  it('resolves an /lgw call with the body of the answer', async () => {
    server.use(
      http.get('http://lotto.test/lgw/pl/numeros/today_games', () =>
        HttpResponse.json({ todayGames: ['6/42'], games: [] }),
      ),
    );
    await expect(getTodayGames()).resolves.toEqual({ todayGames: ['6/42'], games: [] });
  });
});

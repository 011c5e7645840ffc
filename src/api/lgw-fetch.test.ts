import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mock/node';
import { lgwFetch } from './lgw-fetch';

describe('lgwFetch', () => {
  it('resolves with the body of the answer', async () => {
    server.use(
      http.get('http://lotto.test/lgw/pl/numeros/today_games', () =>
        HttpResponse.json({ todayGames: ['6/42'], games: [] }),
      ),
    );
    await expect(lgwFetch({ url: '/lgw/pl/numeros/today_games', method: 'GET' })).resolves.toEqual({
      todayGames: ['6/42'],
      games: [],
    });
  });
});

import { createApi, SiteApiError } from './api';
import type { SiteContext, SiteState, SiteView } from './context';
import { button, h, notice } from './dom';
import { gameView } from './game-view';
import { onHostMessage, postToHost } from './host';
import { lobbyView } from './lobby-view';
import { ordersView } from './orders-view';
import { slipTotal } from './rules';
import { renderSlip } from './slip-view';

// The site: a header (back to the operator, balance, log out), two sections (games, my bets) and the view.
// It posts to the operator at the natural moments: back (goBack), a game opened (changeGame), bets placed or
// settled (refreshBalance), log out (logout) and a lost session or "play" from the orders (launchGame).

export interface Launch {
  code: string | null;
  view: 'game' | 'order';
  gameId: number | null;
}

export function createSiteApp(root: HTMLElement, launch: Launch) {
  const api = createApi();
  const state: SiteState = {
    username: '',
    wallet: null,
    games: [],
    view: launch.view === 'order' ? 'orders' : 'lobby',
    gameId: null,
    slip: [],
    placing: false,
    slipNotice: null,
    launchedView: launch.view,
  };
  const balance = h('p', { class: 'site-header__balance' });
  const main = h('main', { class: 'site-main', id: 'site-main' });
  const live = h('p', { class: 'visually-hidden', role: 'status', 'aria-live': 'polite' });
  const slip = h('section', { class: 'card', 'aria-labelledby': 'slip-title' });
  const tabs: Record<'lobby' | 'orders', HTMLButtonElement> = {
    lobby: button('Games', () => ctx.openLobby(), { class: 'tab' }),
    orders: button('My bets', () => ctx.openOrders(), { class: 'tab' }),
  };

  function renderBalance() {
    balance.replaceChildren(h('small', {}, 'Balance'), state.wallet ? state.wallet.balanceText : '…');
  }

  function show(view: SiteView, content: HTMLElement) {
    state.view = view;
    for (const [name, tab] of Object.entries(tabs)) {
      const current = name === view || (name === 'lobby' && view === 'game');
      if (current) tab.setAttribute('aria-current', 'page');
      else tab.removeAttribute('aria-current');
    }
    main.replaceChildren(content);
    content.querySelector<HTMLElement>('[tabindex="-1"]')?.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  }

  function sessionLost(message: string) {
    main.replaceChildren(
      notice(
        'error',
        message,
        button('Reconnect', () => postToHost({ type: 'launchGame' }), { class: 'btn btn--primary' }),
      ),
    );
  }

  async function loadGames() {
    state.games = await api.games();
  }

  const ctx: SiteContext = {
    state,
    api,
    openLobby() {
      state.gameId = null;
      show('lobby', lobbyView(ctx));
      void loadGames().then(() => state.view === 'lobby' && show('lobby', lobbyView(ctx)), ctx.failed);
    },
    openGame(gameId) {
      const game = state.games.find((g) => g.gameId === gameId);
      if (!game) return ctx.openLobby();
      if (state.gameId !== gameId) postToHost({ type: 'changeGame', gameId });
      state.gameId = gameId;
      renderSlip(slip, ctx);
      show('game', gameView(ctx, game, slip));
    },
    openOrders() {
      show('orders', ordersView(ctx));
    },
    playGames() {
      // The operator opened its orders view: a new launch of the lobby is its business, not a page of ours.
      if (state.launchedView === 'order') postToHost({ type: 'launchGame' });
      else ctx.openLobby();
    },
    addLine(line) {
      state.slip = [...state.slip, line];
      state.slipNotice = null;
      renderSlip(slip, ctx);
      ctx.announce(`Line added. Bet slip total ${slipTotal(state.slip, state.games)} pesos`);
    },
    removeLine(index) {
      state.slip = state.slip.filter((_, i) => i !== index);
      state.slipNotice = null;
      renderSlip(slip, ctx);
      slip.querySelector<HTMLElement>('#slip-title')?.focus();
    },
    async placeBets() {
      if (state.placing || state.slip.length === 0) return;
      state.placing = true;
      state.slipNotice = null;
      renderSlip(slip, ctx);
      try {
        const placed = await api.placeBets(state.slip);
        state.slip = [];
        state.wallet = placed.wallet;
        renderBalance();
        state.slipNotice = {
          kind: 'success',
          text: `${placed.count} bet${placed.count === 1 ? '' : 's'} placed for ${placed.totalText}, draw of ${placed.drawLabel}. Good luck!`,
        };
        postToHost({ type: 'refreshBalance' });
      } catch (error) {
        state.slipNotice = { kind: 'error', text: ctx.failed(error) };
        // A draw closed meanwhile: show the game as it is now (sales closed, the next draw).
        if (error instanceof SiteApiError && error.code === 'SALES_CLOSED') {
          await loadGames().catch(() => undefined);
          const game = state.games.find((g) => g.gameId === state.gameId);
          if (state.view === 'game' && game) main.replaceChildren(gameView(ctx, game, slip));
        }
      } finally {
        state.placing = false;
        renderSlip(slip, ctx);
        slip.querySelector<HTMLElement>('#slip-title')?.focus();
      }
    },
    async refreshWallet() {
      state.wallet = await api.wallet().catch(() => state.wallet);
      renderBalance();
    },
    failed(error) {
      const message = error instanceof Error ? error.message : 'Something went wrong. Please try again.';
      if (error instanceof SiteApiError && error.sessionEnded) sessionLost(message);
      return message;
    },
    announce(text) {
      live.textContent = text;
    },
  };

  async function start() {
    root.replaceChildren(
      h(
        'header',
        { class: 'site-header' },
        button('Back', () => postToHost({ type: 'goBack' }), { 'aria-label': 'Back to Lotto PH' }),
        h('h1', {}, 'PL Lotto'),
        balance,
        button('Log out', () => postToHost({ type: 'logout' })),
      ),
      h('nav', { class: 'site-nav', 'aria-label': 'PL Lotto sections' }, tabs.lobby, tabs.orders),
      main,
      live,
    );
    renderBalance();
    main.replaceChildren(h('p', { role: 'status' }, 'Loading games…'));
    onHostMessage(() => void ctx.refreshWallet());
    try {
      if (!launch.code) throw new SiteApiError(401, 'NO_CODE', 'This page was opened without a game link.');
      state.username = (await api.open(launch.code)).username;
      await Promise.all([ctx.refreshWallet(), loadGames()]);
    } catch (error) {
      const message = error instanceof Error ? error.message : 'The games could not be loaded.';
      return sessionLost(message);
    }
    if (launch.view === 'order') ctx.openOrders();
    else if (launch.gameId !== null && state.games.some((g) => g.gameId === launch.gameId)) {
      // The operator already knows this game: it asked for it.
      state.gameId = launch.gameId;
      renderSlip(slip, ctx);
      show(
        'game',
        gameView(
          ctx,
          state.games.find((g) => g.gameId === launch.gameId)!,
          slip,
        ),
      );
    } else ctx.openLobby();
  }

  return { start, context: ctx };
}

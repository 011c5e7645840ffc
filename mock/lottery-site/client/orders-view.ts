import type { SiteContext } from './context';
import { button, focusTarget, h, notice } from './dom';
import { numbersText } from './rules';
import { postToHost } from './host';
import type { SiteOrder } from './types';

// The player's bets, newest first: pending until their draw, then won (with the prize, paid to the wallet) or
// lost. Loading them settles every draw the clock has passed, so the operator is asked to refresh its balance.

const STATUS = { PENDING: 'Pending', WON: 'Won', LOST: 'Lost' } as const;

function orderItem(order: SiteOrder): HTMLElement {
  const nameId = `order-${order.id}`;
  return h(
    'li',
    { class: 'card', 'aria-labelledby': nameId },
    h('h3', { id: nameId }, `${order.gameName} · bet ${order.id}`),
    h('p', { class: 'order__numbers' }, numbersText(order.numbers)),
    h(
      'p',
      {},
      h('span', { class: `badge badge--${order.status.toLowerCase()}` }, STATUS[order.status]),
      order.status === 'WON' ? ` Prize ${order.prizeText}` : null,
    ),
    h(
      'dl',
      { class: 'facts' },
      h('dt', {}, 'Play'),
      h('dd', {}, order.playType === 'RAMBOLITO' ? 'Rambolito' : 'Straight'),
      h('dt', {}, 'Stake'),
      h('dd', {}, `${order.amountText} (${order.tickets} ticket${order.tickets === 1 ? '' : 's'})`),
      h('dt', {}, 'Draw'),
      h('dd', {}, order.drawLabel),
      h('dt', {}, 'Result'),
      h('dd', {}, order.winning ? numbersText(order.winning) : 'Not drawn yet'),
      h('dt', {}, 'Placed'),
      h('dd', {}, order.placedLabel),
    ),
  );
}

export function ordersView(ctx: SiteContext): HTMLElement {
  const title = focusTarget('h2', 'My bets');
  const body = h('div', { class: 'stack' }, h('p', { role: 'status' }, 'Loading your bets…'));
  const refresh = button('Refresh', () => void load());
  const play = button('Play games', () => ctx.playGames(), { class: 'btn btn--primary' });

  async function load() {
    refresh.disabled = true;
    try {
      const orders = await ctx.api.orders();
      body.replaceChildren(
        orders.length
          ? h('ul', { class: 'orders', 'aria-labelledby': title.id }, ...orders.map(orderItem))
          : h('p', {}, 'No bets yet. Pick your numbers in a game to place one.'),
      );
      ctx.announce(orders.length ? `${orders.length} bets shown` : 'No bets yet');
      // Draws settled on the way in may have paid prizes: the operator's balance must follow.
      postToHost({ type: 'refreshBalance' });
      await ctx.refreshWallet();
    } catch (error) {
      body.replaceChildren(notice('error', ctx.failed(error)));
    } finally {
      refresh.disabled = false;
    }
  }

  void load();
  return h(
    'section',
    { 'aria-labelledby': title.id, class: 'stack' },
    title,
    h('div', { class: 'row' }, refresh, play),
    body,
  );
}

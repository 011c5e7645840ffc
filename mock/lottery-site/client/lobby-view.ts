import type { SiteContext } from './context';
import { button, focusTarget, gamePicture, h, notice } from './dom';
import { pesos } from './rules';
import type { SiteGame } from './types';

// The lobby: every game with its artwork, its schedule, the draw on sale and whether its sales are open.

function gameItem(ctx: SiteContext, game: SiteGame): HTMLElement {
  const open = game.draw.salesOpen;
  const nameId = `lobby-${game.gameCode}`;
  return h(
    'li',
    { class: 'card', 'aria-labelledby': nameId },
    h(
      'div',
      { class: 'game-head' },
      gamePicture(game, 56),
      h('div', {}, h('h3', { id: nameId }, game.name), h('p', { class: 'muted' }, game.schedule)),
    ),
    h(
      'p',
      {},
      `Next draw ${game.draw.drawLabel} · `,
      h('span', { class: `badge badge--${open ? 'open' : 'closed'}` }, open ? 'Sales open' : 'Sales closed'),
    ),
    h('p', { class: 'muted' }, `${pesos(game.ticketPrice)} per line`),
    button('Play', () => ctx.openGame(game.gameId), {
      class: 'btn btn--primary btn--block',
      'aria-label': `Play ${game.name}`,
    }),
  );
}

export function lobbyView(ctx: SiteContext): HTMLElement {
  const title = focusTarget('h2', 'Games');
  const section = h('section', { 'aria-labelledby': title.id, class: 'stack' }, title);
  if (ctx.state.games.length === 0) section.append(notice('info', 'No games are on sale right now.'));
  else section.append(h('ul', { class: 'games' }, ...ctx.state.games.map((game) => gameItem(ctx, game))));
  return section;
}

import type { SiteContext } from './context';
import { button, h, notice } from './dom';
import { lineCost, numbersText, pesos, slipTotal } from './rules';

// The bet slip: lines from any game, each with its price, the total and "place bets". Drawn again whenever
// the slip changes; it keeps its place in the page across games.

export function renderSlip(container: HTMLElement, ctx: SiteContext): void {
  const { slip, games, placing, slipNotice } = ctx.state;
  const title = h('h2', { id: 'slip-title', tabindex: -1 }, 'Bet slip');
  const lines = slip.map((line, index) => {
    const game = games.find((g) => g.gameId === line.gameId);
    const name = game?.name ?? `Game ${line.gameId}`;
    const combination = numbersText(line.numbers);
    const play = line.playType === 'RAMBOLITO' ? 'rambolito' : 'straight';
    const cost = game ? pesos(lineCost(game, line.tickets)) : '';
    return h(
      'li',
      { class: 'slip-line' },
      h(
        'span',
        {},
        `${name}: ${combination}, ${play}, ${line.tickets} ticket${line.tickets === 1 ? '' : 's'}, ${cost}`,
      ),
      button('Remove', () => ctx.removeLine(index), {
        'aria-label': `Remove line ${index + 1}: ${name} ${combination}`,
        disabled: placing,
      }),
    );
  });
  const parts: (Node | null)[] = [
    title,
    slip.length
      ? h('ul', { class: 'slip-lines', 'aria-labelledby': title.id }, ...lines)
      : h('p', { class: 'muted' }, 'Your bet slip is empty. Pick numbers, then add them as a line.'),
    h('p', { class: 'total' }, h('span', {}, 'Total'), h('span', {}, pesos(slipTotal(slip, games)))),
    slipNotice ? notice(slipNotice.kind, slipNotice.text) : null,
    button(placing ? 'Placing bets…' : 'Place bets', () => void ctx.placeBets(), {
      class: 'btn btn--primary btn--block',
      disabled: placing || slip.length === 0,
    }),
  ];
  container.replaceChildren(...parts.filter((part): part is Node => part !== null));
}

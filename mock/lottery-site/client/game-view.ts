import type { SiteContext } from './context';
import { button, focusTarget, gamePicture, h, notice, uid } from './dom';
import { createPicker } from './picker';
import {
  clampTickets,
  lineCost,
  MAX_SLIP_LINES,
  MAX_TICKETS,
  pesos,
  pickProblem,
  playTypeLabel,
  quickPick,
} from './rules';
import type { PlayType, SiteGame } from './types';

// One game's page: its artwork and name, its rules, the draw on sale, the play type where there is a choice,
// the numbers, the tickets on the line and its price, and the bet slip below (slip-view.ts, kept by the app
// across games).

function playTypeChoice(game: SiteGame, onChange: (playType: PlayType) => void): HTMLElement | null {
  if (game.playTypes.length < 2) return null;
  const name = uid('play-type');
  const choices = game.playTypes.map((playType) => {
    const input = h('input', { type: 'radio', name, value: playType, checked: playType === 'STRAIGHT' });
    input.addEventListener('change', () => input.checked && onChange(playType));
    return h('label', { class: 'choice' }, input, playTypeLabel(playType));
  });
  return h('fieldset', {}, h('legend', {}, 'Play type'), ...choices);
}

function ticketStepper(onChange: (tickets: number) => void) {
  const inputId = uid('tickets');
  const input = h('input', {
    id: inputId,
    type: 'number',
    min: 1,
    max: MAX_TICKETS,
    step: 1,
    value: 1,
    inputmode: 'numeric',
  });
  const set = (tickets: number) => {
    input.value = String(clampTickets(tickets));
    onChange(Number(input.value));
  };
  input.addEventListener('change', () => set(Number(input.value)));
  const element = h(
    'div',
    { class: 'stepper' },
    h('label', { for: inputId }, 'Tickets on this line'),
    button('−', () => set(Number(input.value) - 1), { 'aria-label': 'One ticket less' }),
    input,
    button('+', () => set(Number(input.value) + 1), { 'aria-label': 'One ticket more' }),
  );
  return { element, set };
}

export function gameView(ctx: SiteContext, game: SiteGame, slip: HTMLElement): HTMLElement {
  const open = game.draw.salesOpen;
  let playType: PlayType = 'STRAIGHT';
  let tickets = 1;
  const title = focusTarget('h2', game.name);
  const hint = h('p', { class: 'muted', id: uid('hint') });
  const price = h('p', {});
  const add = button(
    'Add to bet slip',
    () => {
      ctx.addLine({ gameId: game.gameId, numbers: picker.numbers(), playType, tickets });
      picker.set([]);
      stepper.set(1);
      update();
    },
    { class: 'btn btn--primary btn--block', 'aria-describedby': hint.id },
  );
  const picker = createPicker(game, () => update());
  const stepper = ticketStepper((next) => {
    tickets = next;
    update();
  });
  const quick = button('Quick pick', () => {
    picker.set(quickPick(game, playType));
    update();
    ctx.announce(`Quick pick: ${picker.numbers().join('-')}`);
  });

  function update() {
    const problem = pickProblem(game, picker.numbers(), playType);
    const full = ctx.state.slip.length >= MAX_SLIP_LINES;
    hint.textContent = !open
      ? 'Sales are closed for this draw.'
      : full
        ? `The bet slip is full (${MAX_SLIP_LINES} lines). Place or remove lines first.`
        : (problem ?? 'Ready: add this line to the bet slip.');
    price.textContent = `Line price: ${pesos(game.ticketPrice)} × ${tickets} = ${pesos(lineCost(game, tickets))}`;
    add.disabled = !open || full || problem !== null;
    quick.disabled = !open;
  }

  const rules = h('ul', { class: 'rules' }, ...game.rules.map((rule) => h('li', {}, rule)));
  const closed = open
    ? null
    : notice(
        'info',
        `Sales for the draw of ${game.draw.drawLabel} closed at ${game.draw.lockLabel}. Betting reopens after the draw.`,
      );
  picker.setEnabled(open);
  update();
  return h(
    'div',
    { class: 'stack' },
    h(
      'section',
      { 'aria-labelledby': title.id, class: 'stack' },
      button('All games', () => ctx.openLobby()),
      h('div', { class: 'game-head' }, gamePicture(game, 56), title),
      h('p', { class: 'muted' }, game.schedule),
      h(
        'dl',
        { class: 'facts card' },
        h('dt', {}, 'Next draw'),
        h('dd', {}, game.draw.drawLabel),
        h('dt', {}, 'Sales close'),
        h('dd', {}, game.draw.lockLabel),
        h('dt', {}, 'Price'),
        h('dd', {}, `${pesos(game.ticketPrice)} per line`),
      ),
      h('h3', {}, 'How to play'),
      rules,
      closed,
      playTypeChoice(game, (next) => {
        playType = next;
        update();
      }),
      h('fieldset', {}, h('legend', {}, 'Your numbers'), picker.element, h('div', { class: 'row' }, quick)),
      stepper.element,
      price,
      hint,
      add,
    ),
    slip,
  );
}

import { button, h, uid } from './dom';
import { appendNumber, numbersText, toggleNumber } from './rules';
import type { SiteGame } from './types';

// Picking numbers. Jackpot games: a grid of toggles (6 different numbers, any order). Digit games: a keypad
// that fills the positions in order, repeats allowed (3D, 4D, 6D digits; EZ2 numbers 1-31).

export interface Picker {
  element: HTMLElement;
  numbers(): number[];
  set(numbers: number[]): void;
  /** Whether picking is allowed (sales open). */
  setEnabled(enabled: boolean): void;
}

export function createPicker(game: SiteGame, onChange: () => void): Picker {
  let numbers: number[] = [];
  let enabled = true;
  const jackpot = game.distinct;
  const slotsId = uid('slots');
  const slots = h('p', { class: 'slots', id: slotsId, 'aria-live': 'polite' });
  const range = Array.from({ length: game.max - game.min + 1 }, (_, i) => game.min + i);
  const keys = range.map((n) =>
    button(
      String(n),
      () => {
        numbers = jackpot ? toggleNumber(game, numbers, n) : appendNumber(game, numbers, n);
        update();
        onChange();
      },
      { class: 'ball', 'aria-pressed': jackpot ? 'false' : null },
    ),
  );
  const undo = button('Undo', () => {
    numbers = numbers.slice(0, -1);
    update();
    onChange();
  });
  const clear = button('Clear', () => {
    numbers = [];
    update();
    onChange();
  });

  function update() {
    const full = numbers.length >= game.balls;
    keys.forEach((key, i) => {
      const n = range[i];
      const picked = numbers.includes(n);
      if (jackpot) key.setAttribute('aria-pressed', String(picked));
      key.disabled = !enabled || (full && !(jackpot && picked));
    });
    undo.disabled = !enabled || numbers.length === 0;
    clear.disabled = !enabled || numbers.length === 0;
    const cells = Array.from({ length: game.balls }, (_, i) =>
      h(
        'span',
        { class: `slot${i < numbers.length ? ' slot--filled' : ''}`, 'aria-hidden': 'true' },
        numbers[i] ?? '',
      ),
    );
    const spoken = numbers.length ? numbersText(numbers) : 'none yet';
    slots.replaceChildren(h('span', { class: 'visually-hidden' }, `Your numbers: ${spoken}`), ...cells);
  }

  const label = jackpot
    ? `Numbers ${game.min} to ${game.max}: pick ${game.balls}`
    : `Keypad: tap ${game.balls} ${game.max > 9 ? 'numbers' : 'digits'} in order`;
  const element = h(
    'div',
    { class: 'picker' },
    slots,
    h('div', { class: 'balls', role: 'group', 'aria-label': label }, ...keys),
    h('div', { class: 'row' }, jackpot ? null : undo, clear),
  );
  update();
  return {
    element,
    numbers: () => [...numbers],
    set(next) {
      numbers = [...next];
      update();
    },
    setEnabled(next) {
      enabled = next;
      update();
    },
  };
}

// A few DOM helpers: the site is plain TypeScript without a framework, as small as a provider's page can be.

export type Child = Node | string | number | null | undefined | false;
export type Attrs = Record<string, string | number | boolean | null | undefined>;

/** An element with attributes (false, null and undefined are left out; true is an empty attribute). */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    node.setAttribute(key, value === true ? '' : String(value));
  }
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    node.append(typeof child === 'number' ? String(child) : child);
  }
  return node;
}

export function button(text: string, onClick: () => void, attrs: Attrs = {}): HTMLButtonElement {
  const node = h('button', { type: 'button', class: 'btn', ...attrs }, text);
  node.addEventListener('click', onClick);
  return node;
}

let lastId = 0;
/** A document-unique id for aria-labelledby and label/for pairs. */
export const uid = (prefix: string): string => `${prefix}-${++lastId}`;

/** A heading that takes focus when its view opens, so screen readers hear where they are. */
export function focusTarget<K extends 'h2' | 'h3'>(tag: K, text: string, id = uid('title')) {
  return h(tag, { id, tabindex: -1 }, text);
}

/** A game's artwork, named after the game for screen readers, in a box of its size before it arrives. */
export const gamePicture = (game: { name: string; picture: string }, size: number): HTMLImageElement =>
  h('img', { class: 'game-picture', src: game.picture, alt: game.name, width: size, height: size });

export function notice(kind: 'error' | 'success' | 'info', text: string, ...extra: Child[]): HTMLElement {
  return h(
    'div',
    { class: `notice notice--${kind}`, role: kind === 'error' ? 'alert' : 'status' },
    h('p', {}, text),
    ...extra,
  );
}

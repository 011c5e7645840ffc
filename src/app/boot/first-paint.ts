// index.html draws, before any JavaScript runs (scripts/build/boot.ts), the 21+ question for a first visit and
// the top of home for a returning signed-in player; neither drawing has behaviour.

/** The question goes as soon as the app knows what to show: its own age gate, or nothing. */
export function removeFirstPaint(): void {
  document.getElementById('first-paint')?.remove();
}

/** The drawn top of home goes with the app's first render, which draws the page in its place. */
export function removeDrawnHome(): void {
  document.getElementById('first-paint-home')?.remove();
}

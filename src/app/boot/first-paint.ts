// index.html draws the 21+ question for a first visit before any JavaScript runs (scripts/build/boot.ts);
// that drawing has no behaviour. It goes as soon as the app knows what to show: its own age gate, or nothing.
export function removeFirstPaint(): void {
  document.getElementById('first-paint')?.remove();
}

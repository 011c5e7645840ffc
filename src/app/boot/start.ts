import { watchTakeovers } from '@/app/pwa/takeover';
import { installDefaultTrustedTypesPolicy } from '@/lib/trusted-types';

// The app's half of start-up (the build's half is scripts/build/boot.ts, which names every trick and can
// leave each out of a build; docs/performance.md has what each one measurably buys). The entry, src/main.tsx,
// calls start() and holds nothing else but the page's styles and the door to the fake backend.

/**
 * The longest a first visit waits for the paint: long enough that a slow phone's first paint (seconds, on a busy
 * one) is what ends the wait, not this limit; it only guards against a paint that is never reported.
 */
const PAINT_WAIT_LIMIT_MS = 3000;

// A first visit's first screen is the 21+ question index.html draws: the app's code is fetched only once that
// is on the screen (the browser reports the paint), so on a slow connection it does not compete with the
// page's styles, and the question drawn by the HTML is the page's first and largest paint. (With a limit of
// 1 s, a busy phone fetched and ran the app before the question was drawn: the app's own question then became
// the largest paint, after the whole start-up.) A hidden tab paints nothing and a browser without paint timing
// reports nothing: they start at once.
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (
      document.visibilityState === 'hidden' ||
      !(globalThis.PerformanceObserver?.supportedEntryTypes ?? []).includes('paint')
    ) {
      resolve();
      return;
    }
    const fallback = setTimeout(resolve, PAINT_WAIT_LIMIT_MS);
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      clearTimeout(fallback);
      resolve();
    }).observe({ type: 'paint', buffered: true });
  });
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** From the entry to the first render. `beforeApp` runs first (the fake backend's worker in `npm start`). */
export async function start(beforeApp: () => Promise<void>): Promise<void> {
  // A newer worker may take this tab over at any moment of its start (an update accepted in another tab):
  // watched before anything else, so the tab reloads onto it however far it got.
  watchTakeovers();
  // Before any library reaches a Trusted Types sink (src/lib/trusted-types.ts).
  installDefaultTrustedTypesPolicy();
  // zod compiles fast parsers with `new Function`; the production CSP forbids eval, and even zod's probe for
  // it is reported as a violation. The interpreted parser is fast enough for forms. zod reads this shared
  // object (created here or by zod, whichever loads first), so the entry need not import zod to set it.
  const zodGlobal = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
  zodGlobal.__zod_globalConfig = Object.assign(zodGlobal.__zod_globalConfig ?? {}, { jitless: true });

  if (__BOOT_PAINT_FIRST__ && document.documentElement.hasAttribute('data-first-visit')) {
    await afterFirstPaint();
  }
  await beforeApp();
  // React and the app download side by side (the app's module runs only after React's): the app's request
  // waited for React to arrive and run, a round trip and a transfer more before home could ask for its
  // banner list, whose first picture is the largest paint of `/`.
  const app = import('./index');
  // React first, then the app: two shorter pieces of start-up work, with a gap between them in which a slow
  // phone can answer a tap, instead of one long piece it cannot interrupt.
  await import('react-dom/client');
  if (__BOOT_PIECES__) await nextTask();
  const { boot } = await app;
  if (__BOOT_PIECES__) await nextTask();
  await boot();
}

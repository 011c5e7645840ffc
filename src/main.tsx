// The first page's styles come with index.html, so its first screen (the first visit's 21+ question, drawn by
// scripts/first-paint.ts) paints before any JavaScript. Everything else loads from src/app/boot.tsx.
import '@/app/styles/global.css';
import '@/components/dialog.css';
import '@/components/button.css';

// zod compiles fast parsers with `new Function`; the production CSP forbids eval, and even zod's probe for it
// is reported as a violation. The interpreted parser is fast enough for forms. zod reads this shared object
// (created here or by zod, whichever loads first), so the first page need not import zod to set it.
const zodGlobal = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = Object.assign(zodGlobal.__zod_globalConfig ?? {}, { jitless: true });

// The one door from the app to the fake backend: in `npm start` (mode "mock") the MSW service worker serves
// every API call. The env flag is a build-time constant, so a production build drops the branch and ships no
// mock code.
async function enableMocking(): Promise<void> {
  if (import.meta.env.VITE_API_MOCK !== '1') return;
  const { startMockWorker } = await import('../mock/browser');
  await startMockWorker();
}

// A first visit's first screen is the 21+ question index.html draws (scripts/first-paint.ts): the app's code
// is fetched only once that is on the screen (the browser reports the paint), so on a slow connection it does
// not compete with the page's styles. A returning visitor's first screen is the app itself: its code is
// already being preloaded (public/first-visit.js) and starts at once.
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    // A hidden tab paints nothing, and an old browser may not report paints: neither waits for long.
    const fallback = setTimeout(resolve, document.visibilityState === 'hidden' ? 0 : PAINT_WAIT_LIMIT_MS);
    try {
      new PerformanceObserver((list, observer) => {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        clearTimeout(fallback);
        resolve();
      }).observe({ type: 'paint', buffered: true });
    } catch {
      // No paint timing: the fallback resolves.
    }
  });
}

/** Starts downloading React and the app without running them (the build names their chunks in index.html). */
function preloadAppChunks(): void {
  const chunks = document.querySelector<HTMLMetaElement>('meta[name="lotto-app-chunks"]')?.content ?? '';
  for (const href of chunks.split(' ').filter(Boolean)) {
    document.head.append(
      Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' }),
    );
  }
}

const PAINT_WAIT_LIMIT_MS = 1000;
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(): Promise<void> {
  if (document.documentElement.hasAttribute('data-first-visit')) {
    await afterFirstPaint();
    preloadAppChunks();
  }
  await enableMocking();
  // React first, then the app: two shorter pieces of start-up work, with a gap between them in which a slow
  // phone can answer a tap, instead of one long piece it cannot interrupt.
  await import('react-dom/client');
  await nextTask();
  const { boot } = await import('./app/boot');
  await nextTask();
  await boot();
}

void start();

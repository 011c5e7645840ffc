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

// Evaluating the app's JavaScript is the longest piece of work a phone does on arrival. Waiting for one
// frame lets index.html's own drawing reach the screen first; the app's code has been downloading meanwhile
// (index.html preloads it). A hidden tab draws no frames, so it does not wait.
function afterFirstFrame(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(): Promise<void> {
  await Promise.all([enableMocking(), afterFirstFrame()]);
  // React first, then the app: two shorter pieces of start-up work, with a gap between them in which a slow
  // phone can answer a tap, instead of one long piece it cannot interrupt.
  await import('react-dom/client');
  await nextTask();
  const { boot } = await import('./app/boot');
  await nextTask();
  await boot();
}

void start();

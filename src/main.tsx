// The entry: the page's one stylesheet (index.html paints with it before any JavaScript runs) and the start,
// src/app/boot/start.ts. It stays this small because a first visit runs it before anything else.
import '@/app/styles/global.css';
import '@/components/dialog.css';
import '@/components/button.css';
import { start } from '@/app/boot/start';

// The one door from the app to the fake backend: in `npm start` (mode "mock") the MSW service worker serves
// every API call. The env flag is a build-time constant, so a production build drops the branch and ships no
// mock code.
async function enableMocking(): Promise<void> {
  if (import.meta.env.VITE_API_MOCK !== '1') return;
  // The dev server sends modules one import at a time: the app's are fetched while the fake backend's load and
  // its world is seeded, not after (importing a module starts nothing; start() still runs the app after this).
  void import('@/app/boot/index');
  const { startMockWorker } = await import('../mock/browser');
  await startMockWorker();
}

void start(enableMocking);

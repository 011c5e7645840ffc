import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/app/env';
import { App } from '@/app/app';
import { initI18n } from '@/i18n';
import '@/app/styles/global.css';
// index.html's first-visit question (scripts/first-paint.ts) is drawn with the dialog's and buttons' own styles.
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

async function boot(): Promise<void> {
  await enableMocking();
  await initI18n();
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void boot();

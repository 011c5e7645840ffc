import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/app/env';
import { App } from '@/app/app';
import { initI18n } from '@/i18n';
import '@/app/styles/global.css';

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

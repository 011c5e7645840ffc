import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

// The fake backend in the browser for `npm start`: a service worker answers every API call offline.
export async function startMockWorker(): Promise<void> {
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest(request, print) {
      const { pathname } = new URL(request.url);
      // Only API calls must be handled; the dev server serves everything else (modules, images, fonts).
      if (/^\/(wps|lgw)\//.test(pathname) || pathname === '/v.json') print.error();
    },
    quiet: true,
  });
  console.info('[mock] fake backend running in the browser (seeded players are listed in the README)');
}

import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

// public/mockServiceWorker.js is MSW's worker: `npm start` (mode "mock") serves it from public/, and MSW keeps
// it there (package.json's msw.workerDirectory). Vite copies public/ into every build, so without this a
// production build shipped a service worker that answers API calls with a fake backend if anything ever
// registered it. A build whose environment says VITE_API_MOCK=1 (a mock build) keeps it: its app registers it.

export const MOCK_WORKER_FILE = 'mockServiceWorker.js';

export function dropMockWorker(): Plugin {
  let outDir = '';
  let mockBuild = false;
  return {
    name: 'lotto-drop-mock-worker',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      mockBuild = config.env.VITE_API_MOCK === '1';
    },
    // Vite copies public/ when the bundle starts rendering; by the time it is written the copy is there.
    writeBundle() {
      if (!mockBuild) rmSync(join(outDir, MOCK_WORKER_FILE), { force: true });
    },
  };
}

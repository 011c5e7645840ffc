import { setupWorker } from 'msw/browser';
import { settings } from './db/settings';
import { resetWorld, world } from './db/world';
import { mountDevPanel } from './dev-panel/panel';
import { handlers } from './handlers';
import { forgetSavedWorld, loadSavedWorld, saveWorld, scheduleSave } from './persistence';
import { applyScenario, parseScenarioFlags } from './scenarios';
import { isLotterySiteDocument, runLotterySiteInDevFrame } from './lottery-site/dev-frame';
import { jumpClock, jumpClockTo } from './scenarios/clock-jump';

// The fake backend in the browser for `npm start`: a service worker answers every API call offline, the
// world is restored from the last visit, and flags from the URL or localStorage set it up for a test:
//   ?mock-reset                        start from the seed (forgets the saved world)
//   ?mock-scenario=a,b:k=v;k2=v2,c:off scenarios to switch (see mock/README.md); localStorage 'lotto-mock/scenario'
//                                      holds flags applied at every start
//   ?mock-clock=next-lock|next-draw|<ISO date>|<epoch ms>
//   ?mock-latency=off                  no random latency (localStorage 'lotto-mock/latency' = 'off' as well)
//   ?mock-panel=off                    no dev panel (localStorage 'lotto-mock/panel' = 'off' as well)
// The mock-* parameters are removed from the address once applied.

const stored = (key: string) => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};

async function applyFlags(query: URLSearchParams): Promise<void> {
  const flags = [
    ...parseScenarioFlags(stored('lotto-mock/scenario') ?? ''),
    ...parseScenarioFlags(query.get('mock-scenario') ?? ''),
  ];
  for (const flag of flags) {
    try {
      await applyScenario(flag.name, flag.params, flag.on);
    } catch (error) {
      console.warn(
        `[mock] scenario flag ${flag.name} ignored:`,
        error instanceof Error ? error.message : error,
      );
    }
  }
  const when = query.get('mock-clock');
  if (when === 'next-lock' || when === 'next-draw') jumpClock(when);
  else if (when) {
    const at = /^\d+$/.test(when) ? Number(when) : Date.parse(when);
    if (Number.isFinite(at)) jumpClockTo(at);
  }
}

export async function startMockWorker(): Promise<void> {
  // The game frame's document (the worker never sees navigations): it becomes the fake lottery site, served by
  // the parent page's fake backend, and never starts a second world or the app.
  if (isLotterySiteDocument(location.pathname)) return runLotterySiteInDevFrame();
  const url = new URL(location.href);
  const query = url.searchParams;
  if (query.has('mock-reset')) {
    forgetSavedWorld();
    await resetWorld();
  } else if (!(await loadSavedWorld())) await world();
  settings.latency = query.get('mock-latency') !== 'off' && stored('lotto-mock/latency') !== 'off';
  await applyFlags(query);
  await saveWorld();

  const worker = setupWorker(...handlers);
  // Control calls are saved at once (a test often reloads right after one); a reset also forgets the saved
  // world before it runs, so a reload that beats the save still starts from the seed.
  const isControl = (request: Request) => new URL(request.url).pathname.startsWith('/__mock/');
  worker.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/__mock/reset') forgetSavedWorld();
  });
  worker.events.on('response:mocked', ({ request }) =>
    isControl(request) ? void saveWorld() : scheduleSave(),
  );
  addEventListener('pagehide', () => void saveWorld());
  await worker.start({
    onUnhandledRequest(request, print) {
      const { pathname } = new URL(request.url);
      // Only API calls must be handled; the dev server serves everything else (modules, images, fonts).
      if (/^\/(wps|lgw)\//.test(pathname) || pathname === '/v.json') print.error();
    },
    quiet: true,
  });

  const panelOff = query.get('mock-panel') === 'off' || stored('lotto-mock/panel') === 'off';
  const mockParams = [...query.keys()].filter((k) => k.startsWith('mock-'));
  if (mockParams.length) {
    for (const key of mockParams) query.delete(key);
    history.replaceState(history.state, '', `${url.pathname}${query.size ? `?${query}` : ''}${url.hash}`);
  }
  if (!panelOff) mountDevPanel();
  console.info('[mock] fake backend running in the browser; seeded players and scenarios: mock/README.md');
}

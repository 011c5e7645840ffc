// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeContainer } from '@/testing/service-workers';
import { start } from './start';

/** A PerformanceObserver whose first paint is reported when the test says so. */
function paintTiming(supported: string[]) {
  const observers: ((list: { getEntriesByName(name: string): unknown[] }) => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = supported;
    constructor(callback: (list: { getEntriesByName(name: string): unknown[] }, observer: unknown) => void) {
      observers.push((list) => callback(list, this));
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    paint: () => {
      for (const notify of observers)
        notify({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{ name }] : []) });
    },
  };
}

/** The step after the wait; it never settles, so the app itself is not started here. */
const beforeAppSpy = () => vi.fn(() => new Promise<void>(() => undefined));

// start() tells zod (through a global object zod shares) to use its interpreted parsers; other files in this
// worker get the setting they had back.
const zodGlobal = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
let jitless: boolean | undefined;

beforeEach(() => {
  jitless = zodGlobal.__zod_globalConfig?.jitless;
  vi.useFakeTimers();
  document.documentElement.setAttribute('data-first-visit', '');
});

afterEach(() => {
  if (zodGlobal.__zod_globalConfig) zodGlobal.__zod_globalConfig.jitless = jitless;
  document.documentElement.removeAttribute('data-first-visit');
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

it('a first visit fetches the app only once the drawn question is painted, even when the paint takes seconds', async () => {
  const timing = paintTiming(['paint', 'largest-contentful-paint']);
  const beforeApp = beforeAppSpy();
  void start(beforeApp);
  // A busy phone: two seconds and no paint yet. The app must not replace a question nobody has seen.
  await vi.advanceTimersByTimeAsync(2_000);
  expect(beforeApp).not.toHaveBeenCalled();

  timing.paint();
  await vi.advanceTimersByTimeAsync(0);
  expect(beforeApp).toHaveBeenCalledOnce();
});

it('a paint never reported holds the app back at most 3 s', async () => {
  paintTiming(['paint']);
  const beforeApp = beforeAppSpy();
  void start(beforeApp);
  await vi.advanceTimersByTimeAsync(2_999);
  expect(beforeApp).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(1);
  expect(beforeApp).toHaveBeenCalledOnce();
});

it('a browser without paint timing starts the app at once', async () => {
  paintTiming([]);
  const beforeApp = beforeAppSpy();
  void start(beforeApp);
  await vi.advanceTimersByTimeAsync(0);
  expect(beforeApp).toHaveBeenCalledOnce();
});

describe('issue 20 §7 a newer worker taking the tab over', () => {
  /** A page of a build with the app's worker, which that worker controls; whether it listens for a takeover. */
  function workerPage() {
    vi.stubEnv('PROD', true);
    vi.stubEnv('VITE_API_MOCK', '');
    const container = FakeContainer.controlled();
    const listens = vi.spyOn(container, 'addEventListener');
    vi.stubGlobal('navigator', { serviceWorker: container });
    paintTiming(['paint']);
    return { container, listens };
  }

  it('§7 is watched for from the first script, before the app is fetched: a takeover can come at any moment of the start', () => {
    const { listens } = workerPage();
    const beforeApp = beforeAppSpy();
    void start(beforeApp);
    expect(listens).toHaveBeenCalledWith('controllerchange', expect.any(Function));
    expect(beforeApp).not.toHaveBeenCalled();
  });

  it("§7 is not watched for in a mock build: MSW's worker is the one there", () => {
    const { listens } = workerPage();
    vi.stubEnv('VITE_API_MOCK', '1');
    void start(beforeAppSpy());
    expect(listens).not.toHaveBeenCalled();
  });
});

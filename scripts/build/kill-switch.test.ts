import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

// deploy/kill-switch/sw.js, the worker an operator deploys to retire the app's worker (docs/operations.md), run
// in a stand-in for a worker's global scope: what it does on install and on activate.
const SOURCE = readFileSync(new URL('../../deploy/kill-switch/sw.js', import.meta.url), 'utf8');

type WorkerEvent = { waitUntil: (work: Promise<unknown>) => void };

function workerScope() {
  const listeners = new Map<string, (event: WorkerEvent) => void>();
  const caches = new Map([
    ['lotto-shell-v3', {}],
    ['lotto-results-v1', {}],
  ]);
  const tabs = [
    { url: 'https://lotto.example/games', navigate: vi.fn(async () => undefined) },
    { url: 'https://lotto.example/member/home', navigate: vi.fn(async () => undefined) },
  ];
  const self = {
    addEventListener: (type: string, listener: (event: WorkerEvent) => void) => listeners.set(type, listener),
    skipWaiting: vi.fn(async () => undefined),
    caches: {
      keys: async () => [...caches.keys()],
      delete: async (name: string) => caches.delete(name),
    },
    registration: { unregister: vi.fn(async () => true) },
    clients: { matchAll: vi.fn(async () => tabs) },
  };
  runInNewContext(SOURCE, { self });
  const fire = async (type: string) => {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({ waitUntil: (promise) => (work = promise) });
    await work;
  };
  return { self, caches, tabs, fire };
}

describe('the kill-switch worker', () => {
  it('takes over at once when it installs', async () => {
    const { self, fire } = workerScope();
    await fire('install');
    expect(self.skipWaiting).toHaveBeenCalledOnce();
  });

  it('on taking over, deletes every cache, unregisters itself and reloads every open tab from the network', async () => {
    const { self, caches, tabs, fire } = workerScope();
    await fire('activate');
    expect(caches.size).toBe(0);
    expect(self.registration.unregister).toHaveBeenCalledOnce();
    expect(self.clients.matchAll).toHaveBeenCalledWith({ type: 'window', includeUncontrolled: true });
    for (const tab of tabs) expect(tab.navigate).toHaveBeenCalledWith(tab.url);
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  acceptNewVersion,
  appVersion,
  NEW_WORKER,
  noteServerVersion,
  setWorkerUpdate,
  VERSION_KEY,
} from '@/state/app-version';
import { registerAppWorker, SKIP_WAITING } from './register';

// The browser's service worker objects, as far as the registration uses them: workers that change state, a
// registration that finds updates, a container whose controller changes.
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  messages: unknown[] = [];
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  update = vi.fn(async () => undefined);
  /** A new worker is found and starts installing. */
  found(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
  /** The installing worker has installed and now waits. */
  installed() {
    const worker = this.installing!;
    this.installing = null;
    this.waiting = worker;
    worker.moveTo('installed');
  }
}

class FakeContainer extends EventTarget {
  controller: FakeWorker | null;
  readonly registration = new FakeRegistration();
  register = vi.fn(async () => this.registration);
  constructor(controlled: boolean) {
    super();
    this.controller = controlled ? new FakeWorker() : null;
  }
  /** A worker takes over the page (the first one, or a waiting one told to). */
  takenOverBy(worker: FakeWorker) {
    this.controller = worker;
    this.dispatchEvent(new Event('controllerchange'));
  }
}

function setUp({ controlled }: { controlled: boolean }) {
  const container = new FakeContainer(controlled);
  const reload = vi.fn();
  const onFirstControl = vi.fn();
  const registered = registerAppWorker(
    { container: container as unknown as ServiceWorkerContainer, reload, url: '/sw.js' },
    { onFirstControl },
  );
  return { container, registration: container.registration, reload, onFirstControl, registered };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  localStorage.clear();
  appVersion.available = null;
  appVersion.postponed = null;
  setWorkerUpdate(null);
});

describe('issue 20 §7 the app worker and the "new version" popup', () => {
  it('§7 a first worker takes over quietly: no popup, no reload, and the data on screen is asked again through it', async () => {
    const { container, registration, reload, onFirstControl, registered } = setUp({ controlled: false });
    await registered;
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    const worker = new FakeWorker();
    registration.found(worker);
    registration.installed();
    await settle();
    container.takenOverBy(worker);

    expect(onFirstControl).toHaveBeenCalledOnce();
    expect(appVersion.available).toBeNull();
    expect(reload).not.toHaveBeenCalled();
    expect(worker.messages).toEqual([]);
  });

  it('§7 a new worker shows the "new version" popup instead of reloading behind the player\'s back', async () => {
    const { container, registration, reload, onFirstControl, registered } = setUp({ controlled: true });
    await registered;
    const next = new FakeWorker();
    registration.found(next);
    registration.installed();
    await settle();

    expect(appVersion.available).toBe(NEW_WORKER);
    expect(reload).not.toHaveBeenCalled();
    expect(next.messages).toEqual([]);

    // "Update now": the waiting worker is told to take over, and the page reloads once it has.
    acceptNewVersion(() => {
      throw new Error('the page must wait for the new worker');
    });
    await settle();
    expect(next.messages).toEqual([SKIP_WAITING]);
    expect(reload).not.toHaveBeenCalled();
    container.takenOverBy(next);
    expect(reload).toHaveBeenCalledOnce();
    expect(onFirstControl).not.toHaveBeenCalled();
    // The marker is an offer, not a version to remember.
    expect(localStorage.getItem(VERSION_KEY)).toBeNull();
  });

  it('§7 a worker already waiting when the page opens is offered too', async () => {
    const container = new FakeContainer(true);
    container.registration.waiting = new FakeWorker();
    container.registration.waiting.state = 'installed';
    await registerAppWorker({
      container: container as unknown as ServiceWorkerContainer,
      reload: vi.fn(),
      url: '/sw.js',
    });
    expect(appVersion.available).toBe(NEW_WORKER);
  });

  it('§7 /v.json naming a new deployment: "update now" brings in its worker first, then reloads onto it', async () => {
    const { container, registration, reload, registered } = setUp({ controlled: true });
    await registered;
    localStorage.setItem(VERSION_KEY, 'build-a');
    noteServerVersion('build-b');
    expect(appVersion.available).toBe('build-b');

    const next = new FakeWorker();
    registration.update.mockImplementationOnce(async () => {
      registration.found(next);
      return undefined;
    });
    acceptNewVersion(reload);
    await settle();
    expect(registration.update).toHaveBeenCalledOnce();
    registration.installed();
    await settle();
    expect(next.messages).toEqual([SKIP_WAITING]);
    container.takenOverBy(next);
    expect(reload).toHaveBeenCalledOnce();
    expect(localStorage.getItem(VERSION_KEY)).toBe('build-b');
  });

  it('§7 with no newer worker, "update now" reloads as before', async () => {
    const { registration, reload, registered } = setUp({ controlled: true });
    await registered;
    localStorage.setItem(VERSION_KEY, 'build-a');
    noteServerVersion('build-b');
    acceptNewVersion(reload);
    await settle();
    expect(registration.update).toHaveBeenCalledOnce();
    expect(reload).toHaveBeenCalledOnce();
  });

  it("§7 a /v.json answer naming the stored version does not withdraw a waiting worker's offer", () => {
    localStorage.setItem(VERSION_KEY, 'build-a');
    appVersion.available = NEW_WORKER;
    noteServerVersion('build-a');
    expect(appVersion.available).toBe(NEW_WORKER);
  });

  it('§7 every open tab moves to the new build: a tab that did not accept the update reloads when the worker takes over', async () => {
    const { container, registration, reload, registered } = setUp({ controlled: true });
    await registered;
    const next = new FakeWorker();
    registration.found(next);
    registration.installed();
    await settle();
    // "Update now" was pressed in another tab: this one only sees the new worker take over.
    container.takenOverBy(next);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('§7 after a first worker took over quietly, a later one taking over reloads the tab', async () => {
    const { container, registration, reload, onFirstControl, registered } = setUp({ controlled: false });
    await registered;
    const first = new FakeWorker();
    registration.found(first);
    registration.installed();
    await settle();
    container.takenOverBy(first);
    expect(onFirstControl).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();

    container.takenOverBy(new FakeWorker());
    expect(reload).toHaveBeenCalledOnce();
  });
});

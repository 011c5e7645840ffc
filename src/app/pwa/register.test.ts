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
import { FakeContainer, FakeWorker, settle } from '@/testing/service-workers';
import { registerAppWorker, SKIP_WAITING } from './register';

function setUp({ controlled }: { controlled: boolean }) {
  const container = controlled ? FakeContainer.controlled() : FakeContainer.uncontrolled();
  const reload = vi.fn();
  const onFirstControl = vi.fn();
  const registered = registerAppWorker(
    { container: container.asContainer, reload, url: '/sw.js' },
    { onFirstControl },
  );
  return { container, registration: container.registration, reload, onFirstControl, registered };
}

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
    await settle();

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
    await settle();
    expect(reload).toHaveBeenCalledOnce();
    expect(onFirstControl).not.toHaveBeenCalled();
    // The marker is an offer, not a version to remember.
    expect(localStorage.getItem(VERSION_KEY)).toBeNull();
  });

  it('§7 a worker already waiting when the page opens is offered too', async () => {
    const container = FakeContainer.controlled();
    container.registration.waiting = new FakeWorker();
    container.registration.waiting.state = 'installed';
    await registerAppWorker({
      container: container.asContainer,
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
    await settle();
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
    await settle();
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
    await settle();
    expect(onFirstControl).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();

    container.takenOverBy(new FakeWorker());
    await settle();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('§7 a tab a forced reload left without a worker, registered while an older one runs the app, reloads when the update takes over', async () => {
    const container = FakeContainer.uncontrolled(new FakeWorker());
    const reload = vi.fn();
    const onFirstControl = vi.fn();
    await registerAppWorker({ container: container.asContainer, reload, url: '/sw.js' }, { onFirstControl });
    const next = new FakeWorker();
    container.registration.found(next);
    container.registration.installed();
    await settle();
    // "Update now" in another tab: the new worker takes over every tab, this uncontrolled one too (sw.ts).
    container.takenOverBy(next);
    await settle();
    expect(reload).toHaveBeenCalledOnce();
    expect(onFirstControl).not.toHaveBeenCalled();
  });
});

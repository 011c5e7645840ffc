import { vi } from 'vitest';

// Test code only: the browser's service worker objects, as far as the app uses them (src/app/pwa): workers
// that change state, a registration that finds updates, a container whose controller changes. As in a
// browser, the same worker is the same object wherever the page meets it (controller, registration).

export class FakeWorker extends EventTarget {
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

export class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  active: FakeWorker | null = null;
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

export class FakeContainer extends EventTarget {
  controller: FakeWorker | null = null;
  readonly registration = new FakeRegistration();
  /** Whether the device has a registration at all (a first visit has none until the page registers). */
  registered = false;
  register = vi.fn(async () => {
    this.registered = true;
    return this.registration;
  });
  getRegistration = vi.fn(async () => (this.registered ? this.registration : undefined));

  /** A page a worker already controls when it starts: that worker is the registration's active one. */
  static controlled(): FakeContainer {
    const container = FakeContainer.uncontrolled(new FakeWorker());
    container.controller = container.registration.active;
    return container;
  }

  /** A page no worker controls: a first visit, or a forced reload while `active` runs the app on the device. */
  static uncontrolled(active: FakeWorker | null = null): FakeContainer {
    const container = new FakeContainer();
    if (active) {
      active.state = 'activated';
      container.registration.active = active;
      container.registered = true;
    }
    return container;
  }

  /** A worker becomes the active one (the first one, or a waiting one told to) and takes the page over. */
  takenOverBy(worker: FakeWorker) {
    this.activated(worker);
    this.claims();
  }

  /** A worker becomes the registration's active one; it takes the page over only with claims(). */
  activated(worker: FakeWorker) {
    const { registration } = this;
    if (registration.waiting === worker) registration.waiting = null;
    if (registration.installing === worker) registration.installing = null;
    registration.active = worker;
    this.registered = true;
    worker.state = 'activated';
  }

  /** The active worker takes the page over (sw.ts: clientsClaim, on activation). */
  claims() {
    this.controller = this.registration.active;
    this.dispatchEvent(new Event('controllerchange'));
  }

  /** The page's own container, as the code under test expects it. */
  get asContainer(): ServiceWorkerContainer {
    return this as unknown as ServiceWorkerContainer;
  }
}

/** Lets the promises the code under test started settle. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

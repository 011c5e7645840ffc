import { describe, expect, it, vi } from 'vitest';
import { FakeContainer, FakeWorker, settle } from '@/testing/service-workers';
import { onFirstControl, reloadOnTakeover } from './takeover';

// Each case is one open tab of the old build: its first script starts the watch (src/app/boot/start.ts), and
// "update now" pressed in another tab brings in a newer worker, whatever this tab's own start has reached.
function tabStarting(container: FakeContainer) {
  const reload = vi.fn();
  const firstControl = vi.fn();
  reloadOnTakeover(container.asContainer, reload);
  // Its registration (register.ts, seconds later) asks to hear of a first worker; some cases never get there.
  const registers = () => onFirstControl(container.asContainer, firstControl);
  return { reload, firstControl, registers };
}

describe('issue 20 §7 every open tab of the old build moves onto the new worker', () => {
  it('§7 a tab a worker controls reloads when a newer one takes over before its app is drawn and before its registration started', async () => {
    const container = FakeContainer.controlled();
    const { reload, firstControl } = tabStarting(container);
    container.takenOverBy(new FakeWorker());
    await settle();
    expect(reload).toHaveBeenCalledOnce();
    expect(firstControl).not.toHaveBeenCalled();
  });

  it('§7 a first visit: the first worker takes the tab over quietly, and a newer one reloads it, before the tab registered', async () => {
    // The first worker comes from another tab's registration; this tab's own is still seconds away.
    const container = FakeContainer.uncontrolled();
    const { reload } = tabStarting(container);
    await settle();
    container.takenOverBy(new FakeWorker());
    await settle();
    expect(reload).not.toHaveBeenCalled();

    container.takenOverBy(new FakeWorker());
    await settle();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('§7 a first visit whose registration runs: the first worker is reported, not reloaded onto', async () => {
    const container = FakeContainer.uncontrolled();
    const { reload, firstControl, registers } = tabStarting(container);
    registers();
    container.takenOverBy(new FakeWorker());
    await settle();
    expect(firstControl).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
  });

  it('§7 the first worker, active already when the tab asked but not yet in charge of it, still takes over quietly', async () => {
    const container = FakeContainer.uncontrolled();
    const first = new FakeWorker();
    // Activated before the watch's question is answered; it claims the tab just after.
    container.activated(first);
    const { reload, firstControl, registers } = tabStarting(container);
    registers();
    container.claims();
    await settle();
    expect(reload).not.toHaveBeenCalled();
    expect(firstControl).toHaveBeenCalledOnce();
  });

  it('§7 a tab a forced reload left without a worker, while an older one runs the app on the device, reloads when the new one takes it over', async () => {
    const container = FakeContainer.uncontrolled(new FakeWorker());
    const { reload, firstControl, registers } = tabStarting(container);
    await settle();
    registers();
    container.takenOverBy(new FakeWorker());
    await settle();
    expect(reload).toHaveBeenCalledOnce();
    expect(firstControl).not.toHaveBeenCalled();
  });

  it('a page watched twice (its first script, then its registration) reloads once', async () => {
    const container = FakeContainer.controlled();
    const { reload } = tabStarting(container);
    const again = vi.fn();
    reloadOnTakeover(container.asContainer, again);
    container.takenOverBy(new FakeWorker());
    await settle();
    expect(reload).toHaveBeenCalledOnce();
    expect(again).not.toHaveBeenCalled();
  });
});

import { workerTookOver } from '@/state/app-version';

const watched = new WeakSet<ServiceWorkerContainer>();

/**
 * A tab a worker already controls reloads when a newer one takes over (an update accepted in this tab or in
 * another one): a tab left on the old build would ask the new worker and the new deployment for files of the
 * old one. Called as soon as the page knows it is controlled (useAppWorker, before the registration's own
 * start a few seconds later) and by the registration after a first worker took over; once per page.
 */
export function reloadOnTakeover(container: ServiceWorkerContainer, reload: () => void): void {
  if (watched.has(container)) return;
  watched.add(container);
  container.addEventListener(
    'controllerchange',
    () => {
      workerTookOver();
      reload();
    },
    { once: true },
  );
}

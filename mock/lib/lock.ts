// Handlers run concurrently (the app fires several calls at once) and every collection write awaits a schema
// check, so a read-check-write on money must not interleave with another one: a second withdrawal could
// otherwise pass the balance check of the first.

export function createLock() {
  let tail: Promise<unknown> = Promise.resolve();
  return function run<T>(task: () => Promise<T>): Promise<T> {
    const result = tail.then(task, task);
    tail = result.catch(() => undefined);
    return result;
  };
}

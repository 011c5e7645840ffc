import { proxy } from 'valtio';

// Full-screen states that take the whole app away (maintenance, region restriction, age refusal, landscape):
// while any is up, the app behind it is inert, so neither a finger nor a screen reader lands on it.

export type Blocker = 'maintenance' | 'region' | 'age-refused' | 'landscape';

export const shell = proxy({ blockers: [] as Blocker[] });

export function setBlocker(blocker: Blocker, on: boolean): void {
  const has = shell.blockers.includes(blocker);
  if (on && !has) shell.blockers.push(blocker);
  if (!on && has) shell.blockers.splice(shell.blockers.indexOf(blocker), 1);
}

import type { ChildProcess } from 'node:child_process';

/** A fake backend serving a build, started by this process; `origin` is where it listens. */
export type ServedBuild = ChildProcess & { origin: string };
export function serveBuild(
  dir: string,
  port?: number,
  options?: { from?: string; variable?: string },
): Promise<ServedBuild>;
export function popupsOnOffer(origin: string): Promise<{ before: number[]; after: number[] }>;
export function closePopupsToday(closed: { before: number[]; after: number[] }): void;
/** Resolves once `child` prints `text` on its stdout; rejects when it exits first or takes over a minute. */
export function untilSaid(child: ChildProcess, text: string, name: string): Promise<void>;
/** Stores a returning visitor's answers on `origin` and empties the HTTP cache, through the DevTools port. */
export function prepareReturning(port: number, origin: string): Promise<void>;

import type { ChildProcess } from 'node:child_process';

export function serveBuild(dir: string, port: number, options?: { from?: string }): Promise<ChildProcess>;
export function popupsOnOffer(origin: string): Promise<{ before: number[]; after: number[] }>;
export function closePopupsToday(closed: { before: number[]; after: number[] }): void;

import type { z } from 'zod';
import type { telemetryReportBody } from '../../src/api/generated/wps-zod/system/system.zod';

// What the app's field-data beacons delivered, newest last, for GET /__mock/telemetry, the dev panel and
// `npm run telemetry:summary`. In memory and part of the world: a reset empties it. Capped so a long dev
// session cannot grow it without end.

export type TelemetryEntry = z.infer<typeof telemetryReportBody>['entries'][number];
export interface ReceivedTelemetry extends TelemetryEntry {
  build: string;
  receivedAt: number;
}

const KEPT = 1000;
const received: ReceivedTelemetry[] = [];

export function keepTelemetry(build: string, entries: TelemetryEntry[], receivedAt: number): void {
  received.push(...entries.map((e) => ({ ...e, build, receivedAt })));
  if (received.length > KEPT) received.splice(0, received.length - KEPT);
}

export const receivedTelemetry = (): readonly ReceivedTelemetry[] => received;

export function resetTelemetry(): void {
  received.length = 0;
}

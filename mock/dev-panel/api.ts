// The dev panel drives the fake backend through its control endpoints, like Playwright and curl do, so there
// is one way to change the world and every change is saved like any other answer. After a change the app is
// told (src/lib/mock-seam.ts) and refetches what it shows, so a scenario or a clock move shows at once.
import { MOCK_WORLD_CHANGED } from '../../src/lib/mock-seam';

export async function control<T = unknown>(path: string, method = 'GET', body?: unknown): Promise<T> {
  const response = await fetch(`/__mock${path}`, {
    method,
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as T & { success?: boolean; message?: string };
  if (!response.ok) throw new Error(json.message ?? `${response.status}`);
  if (method !== 'GET') window.dispatchEvent(new Event(MOCK_WORLD_CHANGED));
  return json;
}

/** The newest SMS code, or null when none was sent yet (the control endpoint answers 204). */
export async function lastSms(): Promise<SmsInfo | null> {
  const response = await fetch('/__mock/sms/last');
  if (response.status === 204) return null;
  if (!response.ok) throw new Error(`${response.status}`);
  return (await response.json()) as SmsInfo;
}

export interface PlayerRow {
  username: string;
  seeded: boolean;
  state: string;
  balance: string;
  kycStatus: string;
}

export interface SmsInfo {
  mobile: string;
  code: string;
  purpose: string;
  expirationTime: number;
  used: boolean;
  expired: boolean;
}

export interface ClockInfo {
  manila: string;
  frozenAt: number | null;
  offsetMs: number;
}

export interface ScenarioStatus {
  active: string[];
  available: {
    name: string;
    kind: 'toggle' | 'action';
    description: string;
    params: Record<string, string>;
  }[];
}

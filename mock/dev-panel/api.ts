// The dev panel drives the fake backend through its control endpoints, like Playwright and curl do, so there
// is one way to change the world and every change is saved like any other answer.

export async function control<T = unknown>(path: string, method = 'GET', body?: unknown): Promise<T> {
  const response = await fetch(`/__mock${path}`, {
    method,
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as T & { success?: boolean; message?: string };
  if (!response.ok) throw new Error(json.message ?? `${response.status}`);
  return json;
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

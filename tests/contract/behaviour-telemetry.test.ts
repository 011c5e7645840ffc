import { describe, expect, it } from 'vitest';
import { resetWorld } from '@mock/db/world';
import { API } from './support';

// Issue 31 item 3, in the fake backend's world: a beacon's batch (no headers, as navigator.sendBeacon sends
// it) is kept and shown at GET /__mock/telemetry until the world is reset; a batch the contract refuses is
// not kept.

const beacon = (body: unknown) =>
  fetch(`${API}/wps/telemetry`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
const kept = async () =>
  ((await (await fetch(`${API}/__mock/telemetry`)).json()) as { entries: Record<string, unknown>[] }).entries;

const lcp = { kind: 'vital', name: 'LCP', value: 1800, rating: 'good', route: '/draw-result', at: 1 };

describe('issue 31 item 3: the fake backend keeps field data', () => {
  it('keeps a batch with its build and shows it at /__mock/telemetry', async () => {
    await resetWorld();
    const answer = await beacon({ build: 'b7', entries: [lcp] });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ success: true });
    expect(await kept()).toEqual([expect.objectContaining({ ...lcp, build: 'b7' })]);
  });

  it('refuses a batch the contract does not allow, and keeps nothing of it', async () => {
    await resetWorld();
    const answer = await beacon({ build: 'b7', entries: [{ ...lcp, kind: 'secret' }] });
    expect(answer.status).toBe(400);
    expect(await kept()).toEqual([]);
  });

  it('a reset of the world empties it', async () => {
    await beacon({ build: 'b7', entries: [lcp] });
    await resetWorld();
    expect(await kept()).toEqual([]);
  });
});

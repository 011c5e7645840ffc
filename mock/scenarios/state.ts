// Faults injected in front of the handlers (502, 429, network failure, slow answers), each for every call
// ('*') or for one operation (an operationId such as getStatus, or a path such as /wps/system/status).

export type FaultKind = 'bad-gateway' | 'too-many-requests' | 'network-failure' | 'slow';

export interface Fault {
  kind: FaultKind;
  match: string;
  /** Delay of a slow answer, ms. */
  ms?: number;
}

export const scenarioState: { faults: Fault[] } = { faults: [] };

// Calls a slow fault is holding. Switching the fault off (or resetting) answers them at once, so a test can
// hold a call for as long as it needs (a client's timeout on a fake clock) and release it when it chooses,
// instead of guessing a delay long enough under load and short enough to be quick.
const held = new Set<() => void>();

/** Waits `ms`, or less if the slow fault is switched off meanwhile. */
export function holdSlowCall(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const release = () => {
      clearTimeout(timer);
      held.delete(release);
      resolve();
    };
    const timer = setTimeout(release, ms);
    held.add(release);
  });
}

/** How many calls a slow fault is holding right now (for tests that must know a call is held). */
export const heldSlowCalls = (): number => held.size;

function releaseSlowCalls(): void {
  for (const release of [...held]) release();
}

export function resetScenarioState(): void {
  scenarioState.faults = [];
  releaseSlowCalls();
}

export function setFault(fault: Fault | null, kind: FaultKind): void {
  scenarioState.faults = scenarioState.faults.filter((f) => f.kind !== kind);
  if (kind === 'slow') releaseSlowCalls();
  if (fault) scenarioState.faults.push(fault);
}

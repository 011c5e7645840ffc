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

// Calls a slow fault is holding. Switching the fault off answers them at once, so a test can hold a call for as
// long as it needs (a client's timeout on a fake clock) and release it when it chooses, instead of guessing a
// delay long enough under load and short enough to be quick. A reset drops them instead: a call made in the
// world that was reset must not reach (and change) the fresh world the next test starts from.
const held = new Set<(outcome: HeldOutcome) => void>();

/** What became of a held call: answered normally, or dropped because its world was reset. */
export type HeldOutcome = 'released' | 'dropped';

/** Waits `ms`, or less if the slow fault is switched off (released) or the world reset (dropped) meanwhile. */
export function holdSlowCall(ms: number): Promise<HeldOutcome> {
  return new Promise((resolve) => {
    const settle = (outcome: HeldOutcome) => {
      clearTimeout(timer);
      held.delete(settle);
      resolve(outcome);
    };
    const timer = setTimeout(() => settle('released'), ms);
    held.add(settle);
  });
}

/** How many calls a slow fault is holding right now (for tests that must know a call is held). */
export const heldSlowCalls = (): number => held.size;

function settleSlowCalls(outcome: HeldOutcome): void {
  for (const settle of [...held]) settle(outcome);
}

export function resetScenarioState(): void {
  scenarioState.faults = [];
  settleSlowCalls('dropped');
}

export function setFault(fault: Fault | null, kind: FaultKind): void {
  scenarioState.faults = scenarioState.faults.filter((f) => f.kind !== kind);
  if (kind === 'slow') settleSlowCalls('released');
  if (fault) scenarioState.faults.push(fault);
}

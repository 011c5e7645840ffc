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

export function resetScenarioState(): void {
  scenarioState.faults = [];
}

export function setFault(fault: Fault | null, kind: FaultKind): void {
  scenarioState.faults = scenarioState.faults.filter((f) => f.kind !== kind);
  if (fault) scenarioState.faults.push(fault);
}

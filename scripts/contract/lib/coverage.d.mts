export interface ContractOperation {
  api: string;
  operationId: string;
  method: string;
  path: string;
  tag: string | undefined;
  noClient: string | undefined;
}
export const APIS: readonly string[];
export function contractOperations(root: string): ContractOperation[];
export function typedHandlers(root: string): Set<string>;
export function doorExports(root: string): Set<string>;
export function exampleIds(root: string): Set<string>;
export function coverageGaps(root: string): string[];

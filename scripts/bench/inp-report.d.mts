export const INTERACTION_BUDGET_MS: number;
export const BALANCE_GOAL_MS: number;
export const EVENT_THRESHOLD_MS: number;
export function median(values: number[]): number;
export function interactionLatency(entries: { duration: number; interactionId: number }[]): number;
export interface InteractionRow {
  name: string;
  median: number;
  runs: number[];
  budget: number;
  ok: boolean;
}
export function interactionRows(
  measured: { name: string; runs: number[]; budget?: number }[],
): InteractionRow[];
export function interactionTable(rows: InteractionRow[]): string;
export function balanceLine(runs: number[], budget?: number): string;
export function balanceMet(runs: number[], budget?: number): boolean;

export interface LcpMeasurement {
  visit: string;
  /** Largest Contentful Paint, milliseconds. */
  lcp: number;
  /** What was painted, as Lighthouse names it. */
  element?: string;
}
export const LCP_BUDGET_MS: number;
export function lcpVerdict(measurements: LcpMeasurement[], budget?: number): { ok: boolean; message: string };

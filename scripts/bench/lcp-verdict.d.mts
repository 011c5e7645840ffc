export interface LcpMeasurement {
  /** 'first visit' or 'returning', as the budgets name them. */
  visit: string;
  /** Largest Contentful Paint, milliseconds. */
  lcp: number;
  /** What was painted, as Lighthouse names it. */
  element?: string;
}
export const LCP_BUDGETS: Record<string, number>;
export function lcpVerdict(
  measurements: LcpMeasurement[],
  budgets?: Record<string, number>,
): { ok: boolean; message: string };

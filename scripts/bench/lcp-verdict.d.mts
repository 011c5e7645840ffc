export interface LcpMeasurement {
  /** 'first visit' or 'returning', as the budgets name them. */
  visit: string;
  /** Largest Contentful Paint, milliseconds. */
  lcp: number;
  /** What was painted, as Lighthouse names it. */
  element?: string;
}
export const LCP_BUDGETS: Record<string, number>;
/** Visits reported against their budget without failing the check. */
export const LCP_WATCHED: string[];
export function lcpVerdict(
  measurements: LcpMeasurement[],
  budgets?: Record<string, number>,
  watched?: string[],
): { ok: boolean; message: string };

export interface Budget {
  what: string;
  /** The limit, kB gzip (1000 bytes). */
  kB: number;
  /** What the build weighed when the limit was set. */
  measured: number;
  /** kB − measured, to a tenth. */
  headroom: number;
  /** What each script `/` fetched weighed then, by file name without its hash (the fetched budgets only). */
  scripts?: Record<string, number>;
}
export const MEASURED_ON: string;
export const FETCHED: {
  returning: Budget & { scripts: Record<string, number> };
  first: Budget & { scripts: Record<string, number> };
};
export const INITIAL: Budget;
export const SHARED: Budget;
export const ROUTE_DEFAULT: Budget;
export const ROUTES: Record<string, Budget>;
export const RATIO_GOAL: number;
export const RATIO_FAILS: boolean;
export const LOG: string[];
export const FIRST_PAGE: { returning: Budget; first: Budget; initial: Budget };
export function stated(budget: Budget): string;

export function scriptName(path: string): string;
export function fetchedAdvice(
  budget: { kB: number; measured: number; scripts: Record<string, number> },
  fetched: [string, number][],
): string[];
export function ratioAdvice(total: number, bareKB: number, goal: number): string[];
export function sizeLimitAdvice(): string[];

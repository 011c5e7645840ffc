// Winning combinations travel as text ("12-5-33-41-7-28"); the contract says '-' but asks the backend to
// confirm it, so commas and spaces are read as separators too.

/** The numbers of a combination, in the order given; empty for null or blank. */
export function parseCombination(winNo: string | null | undefined): string[] {
  if (!winNo) return [];
  return winNo
    .split(/[\s,;|-]+/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The combination as players and screen readers read it: numbers joined by dashes. */
export const combinationText = (numbers: readonly string[]): string => numbers.join('-');

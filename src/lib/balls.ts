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

/**
 * The balls of a game's combination, read with the game's number of balls (its `balls`): a digit game's
 * result written without separators ("527" for a 3-ball Swertres draw) is that many single digits. Any other
 * combination is read as its separators say; a count that does not match is shown as sent, never cut.
 */
export function winningBalls(winNo: string | null | undefined, balls: number | null | undefined): string[] {
  const numbers = parseCombination(winNo);
  const [only] = numbers;
  if (numbers.length === 1 && balls && balls > 1 && only.length === balls && /^\d+$/.test(only)) {
    return only.split('');
  }
  return numbers;
}

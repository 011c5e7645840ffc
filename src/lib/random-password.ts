// The password of a mobile-only registration: the player never sees it (they log in by SMS code), so it only
// has to be strong and pass the server's rules: 12 characters with letters and digits.

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';
const ALL = LETTERS + DIGITS;

export function randomPassword(length = 12): string {
  const bytes = new Uint32Array(length);
  globalThis.crypto.getRandomValues(bytes);
  const chars = Array.from(bytes, (n) => ALL[n % ALL.length]);
  // Guarantee both kinds at fixed-by-chance positions so every result passes "letters and numbers".
  chars[bytes[0] % length] = LETTERS[bytes[1] % LETTERS.length];
  let digitAt = bytes[2] % length;
  if (digitAt === bytes[0] % length) digitAt = (digitAt + 1) % length;
  chars[digitAt] = DIGITS[bytes[3] % DIGITS.length];
  return chars.join('');
}

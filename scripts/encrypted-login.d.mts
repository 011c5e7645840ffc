export const API_HEADERS: { Language: string; Merchant: string; Device: string };
export function encryptedLogin(
  publicKey: string,
  player: { username: string; password: string },
): { headers: Record<string, string>; body: string };

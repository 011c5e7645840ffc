// Players' passwords and payment passwords (PINs) never leave the fake backend through its control endpoints
// unless whoever started it asked for them (`mock:server --reveal-secrets`). A registered player's password
// is whatever a person typed, perhaps one they use elsewhere, and a mock:server is sometimes reachable by more
// people than its owner. Settings cannot switch this (PATCH /__mock/settings is open to every caller).
// SMS codes stay visible: the dev panel and the browser tests read them, and they live two minutes.

let revealed = false;

export function revealSecrets(on: boolean): void {
  revealed = on;
}

export const secretsRevealed = (): boolean => revealed;

/** The fields of a player record that are secrets. */
export const PLAYER_SECRETS = ['password', 'paymentPassword'] as const;

/** A copy of a player record without its secrets. */
export function withoutSecrets(record: object): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...record };
  for (const key of PLAYER_SECRETS) delete copy[key];
  return copy;
}

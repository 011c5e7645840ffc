// The fake backend's seeded players (mock/db/players.ts, README), offered on the login screen in mock mode
// only. Keep the three lists in step.

export const DEMO_PASSWORD = 'Lotto2026';

export interface DemoAccount {
  username: string;
  password: string;
  /** i18n key of the one-line description of the player's state. */
  noteKey: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { username: 'juan2026', password: DEMO_PASSWORD, noteKey: 'demo_note_juan' },
  { username: 'maria2026', password: DEMO_PASSWORD, noteKey: 'demo_note_maria' },
  { username: 'pedro2026', password: DEMO_PASSWORD, noteKey: 'demo_note_pedro' },
  { username: 'rosa2026', password: DEMO_PASSWORD, noteKey: 'demo_note_rosa' },
];

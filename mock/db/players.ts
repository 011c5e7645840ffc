import { Collection } from '@msw/data';
import { z } from 'zod';

// Players and their sessions. Balances are integer thousandths of a peso (the wallet books carry three
// decimals, as real ones do), so the fake wallet never drifts by a float and the app's rounding down shows.

export const kycStatuses = ['NOT_SET', 'IN_REVIEW', 'APPROVED', 'FAILED'] as const;

export const playerSchema = z.object({
  id: z.string(),
  username: z.string(),
  password: z.string(),
  nickname: z.string(),
  email: z.string(),
  countryDialingCode: z.string(),
  mobile: z.string(),
  mobileVerified: z.boolean(),
  payee: z.string(),
  kycStatus: z.enum(kycStatuses),
  balanceMilli: z.number().int(),
  avatarType: z.string(),
  avatar: z.string(),
  hasLoggedIn: z.boolean(),
  note: z.string(),
});
export type Player = z.infer<typeof playerSchema>;

export const sessionSchema = z.object({
  token: z.string(),
  playerId: z.string(),
  issuedAt: z.number(),
});

export const players = new Collection({ schema: playerSchema });
export const sessions = new Collection({ schema: sessionSchema });

/**
 * The seeded players, one per state a player can be in. Listed in the README and on the login screen in mock
 * mode; keep the three places in step.
 */
export const SEEDED_PLAYERS: readonly Player[] = [
  {
    id: '10000001',
    username: 'juan2026',
    password: 'Lotto2026',
    nickname: 'Juan',
    email: 'juan.delacruz@example.ph',
    countryDialingCode: '63',
    mobile: '09171234567',
    mobileVerified: true,
    payee: 'Juan Dela Cruz',
    kycStatus: 'APPROVED',
    // ₱12,345.678 on the books: the app must show ₱12,345.67 (two decimals, rounded down).
    balanceMilli: 12_345_678,
    avatarType: 'STATIC',
    avatar: '3',
    hasLoggedIn: true,
    note: 'KYC approved, mobile verified, bound bank card, balance ₱12,345.67',
  },
  {
    id: '10000002',
    username: 'maria2026',
    password: 'Lotto2026',
    nickname: '',
    email: '',
    countryDialingCode: '63',
    mobile: '09181234567',
    mobileVerified: false,
    payee: '',
    kycStatus: 'NOT_SET',
    balanceMilli: 0,
    avatarType: 'STATIC',
    avatar: '1',
    hasLoggedIn: false,
    note: 'new player: first login, nothing verified, empty wallet',
  },
  {
    id: '10000003',
    username: 'pedro2026',
    password: 'Lotto2026',
    nickname: 'Pedro',
    email: '',
    countryDialingCode: '63',
    mobile: '09191234567',
    mobileVerified: true,
    payee: 'Pedro Santos',
    kycStatus: 'IN_REVIEW',
    balanceMilli: 500_000,
    avatarType: 'STATIC',
    avatar: '2',
    hasLoggedIn: true,
    note: 'mobile verified, KYC in review, balance ₱500.00',
  },
  {
    id: '10000004',
    username: 'rosa2026',
    password: 'Lotto2026',
    nickname: 'Rosa',
    email: 'rosa@example.ph',
    countryDialingCode: '63',
    mobile: '09201234567',
    mobileVerified: true,
    payee: 'Rosa Reyes',
    kycStatus: 'FAILED',
    balanceMilli: 20_000,
    avatarType: 'STATIC',
    avatar: '4',
    hasLoggedIn: true,
    note: 'mobile verified, KYC failed (must resubmit), balance ₱20.00',
  },
];

export async function seedPlayers(): Promise<void> {
  players.clear();
  sessions.clear();
  for (const player of SEEDED_PLAYERS) await players.create({ ...player });
}

export const findPlayer = (id: string) => players.findFirst((q) => q.where({ id }));
export const findPlayerByUsername = (username: string) =>
  players.findFirst((q) => q.where({ username: (u) => u.toLowerCase() === username.toLowerCase() }));

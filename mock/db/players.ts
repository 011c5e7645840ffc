import { Collection } from '@msw/data';
import { z } from 'zod';
import { mobileKey } from '../lib/mobile';
import { register } from './store';

// Players and their sessions. Balances are integer thousandths of a peso (the wallet books carry three
// decimals, as real ones do), so the fake wallet never drifts by a float and the app's rounding down shows.
// balanceMilli is only ever changed by the ledger (db/ledger.ts), which keeps it equal to the sum of entries.

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
  kycReason: z.string().default(''),
  kycIdType: z.string().default(''),
  kycIdImageUrl: z.string().default(''),
  kycSelfieUrl: z.string().default(''),
  kycUpdateTime: z.number().default(0),
  /** When an API submission is decided (0: only a person decides, as for the seeded review). */
  kycReviewAt: z.number().default(0),
  balanceMilli: z.number().int(),
  avatarType: z.string(),
  avatar: z.string(),
  hasLoggedIn: z.boolean(),
  paymentPassword: z.string().default(''),
  language: z.string().default('en'),
  /** Social sign-in identities, as '<FIREBASE_CHANNEL>:<uid>'. */
  socialIds: z.array(z.string()).default([]),
  registerMethod: z.string().default('H5'),
  createdAt: z.number().default(0),
  note: z.string(),
});
export type Player = z.infer<typeof playerSchema>;
export type PlayerSeed = z.input<typeof playerSchema>;

export const sessionSchema = z.object({
  token: z.string(),
  playerId: z.string(),
  issuedAt: z.number(),
  /** The devices' push tokens bound under this session: they end with it (logout, another login, a break). */
  pushTokens: z.array(z.string()).default([]),
});

/** Tokens that no longer work, and why (a 401 tells the player). */
export const revokedSchema = z.object({ token: z.string(), reason: z.string() });

export const players = register('players', new Collection({ schema: playerSchema }));
export const sessions = register('sessions', new Collection({ schema: sessionSchema }));
export const revokedTokens = register('revokedTokens', new Collection({ schema: revokedSchema }));

export const SEEDED_PASSWORD = 'Lotto2026';

/**
 * The seeded players, one per state a player can be in. Listed in the README, in mock/README.md and in the
 * dev panel; keep the places in step.
 */
export const SEEDED_PLAYERS: readonly PlayerSeed[] = [
  {
    id: '10000001',
    username: 'juan2026',
    password: SEEDED_PASSWORD,
    nickname: 'Juan',
    email: 'juan.delacruz@example.ph',
    countryDialingCode: '63',
    mobile: '09171234567',
    mobileVerified: true,
    payee: 'Juan Dela Cruz',
    kycStatus: 'APPROVED',
    kycIdType: 'PHILSYS',
    kycIdImageUrl: '/mock-cdn/kyc/10000001/id.svg',
    kycSelfieUrl: '/mock-cdn/kyc/10000001/selfie.svg',
    // ₱12,345.678 on the books (the sum of the seeded ledger): the app must show ₱12,345.67.
    balanceMilli: 0,
    avatarType: 'STATIC',
    avatar: '3',
    hasLoggedIn: true,
    paymentPassword: '246810',
    socialIds: ['GOOGLE:juan-google-uid'],
    note: 'KYC approved, mobile verified, bound bank card, payment password set, balance ₱12,345.67',
  },
  {
    id: '10000002',
    username: 'maria2026',
    password: SEEDED_PASSWORD,
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
    password: SEEDED_PASSWORD,
    nickname: 'Pedro',
    email: '',
    countryDialingCode: '63',
    mobile: '09191234567',
    mobileVerified: true,
    payee: 'Pedro Santos',
    kycStatus: 'IN_REVIEW',
    kycIdType: 'DRIVERS_LICENSE',
    kycIdImageUrl: '/mock-cdn/kyc/10000003/id.svg',
    kycSelfieUrl: '/mock-cdn/kyc/10000003/selfie.svg',
    balanceMilli: 0,
    avatarType: 'STATIC',
    avatar: '2',
    hasLoggedIn: true,
    socialIds: ['FACEBOOK:pedro-facebook-uid'],
    note: 'mobile verified, KYC in review, balance ₱500.00',
  },
  {
    id: '10000004',
    username: 'rosa2026',
    password: SEEDED_PASSWORD,
    nickname: 'Rosa',
    email: 'rosa@example.ph',
    countryDialingCode: '63',
    mobile: '09201234567',
    mobileVerified: true,
    payee: 'Rosa Reyes',
    kycStatus: 'FAILED',
    kycReason: 'ID photo is blurred',
    kycIdType: 'UMID',
    kycIdImageUrl: '/mock-cdn/kyc/10000004/id.svg',
    kycSelfieUrl: '/mock-cdn/kyc/10000004/selfie.svg',
    balanceMilli: 0,
    avatarType: 'STATIC',
    avatar: '4',
    hasLoggedIn: true,
    note: 'mobile verified, KYC failed (must resubmit), balance ₱20.00',
  },
  {
    id: '10000005',
    username: 'carmen2026',
    password: SEEDED_PASSWORD,
    nickname: 'Carmen',
    email: '',
    countryDialingCode: '63',
    mobile: '09211234567',
    mobileVerified: true,
    payee: 'Carmen Garcia',
    kycStatus: 'APPROVED',
    balanceMilli: 0,
    avatarType: 'STATIC',
    avatar: '5',
    hasLoggedIn: true,
    note: 'limits set: deposits ₱500 a day and ₱10,000 a month, stakes ₱200 a day; reality check every 60 minutes; balance ₱1,940.00',
  },
  {
    id: '10000006',
    username: 'lito2026',
    password: SEEDED_PASSWORD,
    nickname: 'Lito',
    email: '',
    countryDialingCode: '63',
    mobile: '09221234567',
    mobileVerified: true,
    payee: 'Lito Ramos',
    kycStatus: 'APPROVED',
    balanceMilli: 0,
    avatarType: 'STATIC',
    avatar: '6',
    hasLoggedIn: true,
    note: 'in a 7-day time-out that started a day before the seed (login, deposits and the game refused), balance ₱1,000.00',
  },
];

export async function seedPlayers(at: number): Promise<void> {
  for (const player of SEEDED_PLAYERS)
    await players.create({ ...player, createdAt: at - 200 * 86_400_000, kycUpdateTime: at - 86_400_000 });
}

export const findPlayer = (id: string) => players.findFirst((q) => q.where({ id }));
export const findPlayerByUsername = (username: string) =>
  players.findFirst((q) => q.where({ username: (u) => u.toLowerCase() === username.toLowerCase() }));
export const findPlayerByMobile = (countryDialingCode: string, mobile: string) => {
  const key = mobileKey(countryDialingCode, mobile);
  return players.findFirst((q) =>
    q.where((p) => p.mobile !== '' && mobileKey(p.countryDialingCode, p.mobile) === key),
  );
};

export async function updatePlayer(id: string, change: (draft: Player) => void): Promise<Player> {
  const next = await players.update((q) => q.where({ id }), { data: change });
  if (!next) throw new Error(`no player ${id}`);
  return next;
}

import { Collection } from '@msw/data';
import { z } from 'zod';
import { mobileKey } from '../lib/mobile';
import { hashSeed, intBetween, prng } from '../lib/random';
import { refuse } from '../lib/respond';
import { settings } from './settings';
import { nextId, register } from './store';

// The fake SMS gateway: codes per number and purpose that expire, can be used once, and a throttle that
// answers TOO_MANY_REQUEST for 5 minutes after too many sends. The codes are readable by the dev panel and
// by GET /__mock/sms/last, since nobody receives a real SMS.

export const SMS_WINDOW_MS = 5 * 60_000;
export const SMS_MAX_SENDS = 3;
export const SMS_BLOCK_MS = 5 * 60_000;
const MAX_WRONG_TRIES = 5;

export const smsSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  countryDialingCode: z.string(),
  mobile: z.string(),
  purpose: z.string(),
  code: z.string(),
  sentAt: z.number(),
  expiresAt: z.number(),
  usedAt: z.number(),
  wrongTries: z.number().int(),
});
export type SmsCode = z.infer<typeof smsSchema>;

export const smsCodes = register('smsCodes', new Collection({ schema: smsSchema }));
export const smsBlocks = register(
  'smsBlocks',
  new Collection({ schema: z.object({ key: z.string(), until: z.number() }) }),
);
export const smsTickets = register(
  'smsTickets',
  new Collection({
    schema: z.object({
      ticket: z.string(),
      playerId: z.string(),
      purpose: z.string(),
      expiresAt: z.number(),
      used: z.boolean(),
    }),
  }),
);

export async function sendCode(
  countryDialingCode: string,
  mobile: string,
  purpose: string,
  now: number,
): Promise<SmsCode> {
  const key = mobileKey(countryDialingCode, mobile);
  const block = smsBlocks.findFirst((q) => q.where({ key }));
  if (block && block.until > now)
    return refuse('TOO_MANY_REQUEST', 'Too many requests, try again after 5 minutes', 429);
  const recent = smsCodes.findMany((q) => q.where((c) => c.key === key && c.sentAt > now - SMS_WINDOW_MS));
  if (recent.length >= SMS_MAX_SENDS) {
    smsBlocks.deleteMany((q) => q.where({ key }));
    await smsBlocks.create({ key, until: now + SMS_BLOCK_MS });
    return refuse('TOO_MANY_REQUEST', 'Too many requests, try again after 5 minutes', 429);
  }
  const id = nextId('sms', 1);
  const random = prng(hashSeed(`${key}|${purpose}|${now}|${id}`));
  const code = String(intBetween(random, 0, 999_999)).padStart(6, '0');
  const sms = await smsCodes.create({
    id,
    key,
    countryDialingCode,
    mobile,
    purpose,
    code,
    sentAt: now,
    expiresAt: now + settings.smsCodeTtlMs,
    usedAt: 0,
    wrongTries: 0,
  });
  if (settings.smsReveal)
    console.info(`[mock] SMS to +${countryDialingCode} ${mobile} (${purpose}): ${code}`);
  return sms;
}

/** Spends the newest live code of the number for one of the purposes; refuses a wrong or expired code. */
export async function spendCode(
  countryDialingCode: string,
  mobile: string,
  purposes: readonly string[],
  code: string,
  now: number,
): Promise<SmsCode> {
  const key = mobileKey(countryDialingCode, mobile);
  const latest = smsCodes
    .findMany((q) => q.where((c) => c.key === key && purposes.includes(c.purpose) && c.usedAt === 0))
    .sort((a, b) => b.sentAt - a.sentAt || b.id - a.id)[0];
  if (!latest || latest.wrongTries >= MAX_WRONG_TRIES)
    return refuse('INVALID_VERIFICATION_CODE', 'The verification code is not valid or missing');
  if (latest.expiresAt <= now)
    return refuse('VERIFICATION_CODE_EXPIRED', 'The verification code has expired, please send again');
  if (latest.code !== code.trim()) {
    await smsCodes.update((q) => q.where({ id: latest.id }), {
      data: (c) => {
        c.wrongTries += 1;
      },
    });
    return refuse('INVALID_VERIFICATION_CODE', 'Please enter a valid verification code');
  }
  const used = await smsCodes.update((q) => q.where({ id: latest.id }), {
    data: (c) => {
      c.usedAt = now;
    },
  });
  return used ?? latest;
}

export async function issueTicket(playerId: string, purpose: string, now: number): Promise<string> {
  const ticket = `vt_${hashSeed(`${playerId}|${purpose}|${now}|${nextId('ticket', 1)}`).toString(16)}`;
  await smsTickets.create({ ticket, playerId, purpose, expiresAt: now + 10 * 60_000, used: false });
  return ticket;
}

export async function spendTicket(
  ticket: string,
  playerId: string,
  purpose: string,
  now: number,
): Promise<void> {
  const found = smsTickets.findFirst((q) => q.where({ ticket }));
  if (
    !found ||
    found.used ||
    found.playerId !== playerId ||
    found.purpose !== purpose ||
    found.expiresAt <= now
  )
    return refuse('INVALID_TICKET', 'Please verify your mobile number again');
  await smsTickets.update((q) => q.where({ ticket }), {
    data: (t) => {
      t.used = true;
    },
  });
}

/** The newest code sent (to one number when given): what the dev panel and /__mock/sms/last show. */
export function lastCode(countryDialingCode?: string, mobile?: string): SmsCode | undefined {
  const key = mobile ? mobileKey(countryDialingCode ?? '63', mobile) : null;
  return smsCodes
    .findMany((q) => q.where((c) => key === null || c.key === key))
    .sort((a, b) => b.sentAt - a.sentAt || b.id - a.id)[0];
}

import { z } from 'zod';

// Switches of the fake backend's world that scenarios, the dev panel and tests flip. They are part of the
// world: reset with it, saved with it in the browser, and changed over HTTP with PATCH /__mock/settings.

export const settingsSchema = z.object({
  appVersion: z.string().min(1),
  /** /v.json's minVersion: the oldest build that may keep running; empty for none. (A world saved before it existed has none.) */
  appMinVersion: z.string().default(''),
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  visitorIp: z.string().min(1),
  visitorCountryCode: z.string().length(2),
  googleLogin: z.boolean(),
  facebookLogin: z.boolean(),
  smsCodeLogin: z.boolean(),
  captchaLogin: z.boolean(),
  captchaRegister: z.boolean(),
  captchaSms: z.boolean(),
  /** GET /wps/captcha's riskType: the kind of check the vendor shows (ai is its adaptive one). */
  captchaRiskType: z.string().regex(/^[a-z]+$/),
  updateMobile: z.boolean(),
  /** Status.sms.firebase: phone verification through (fake) Firebase phone auth instead of server SMS. */
  firebasePhoneAuth: z.boolean(),
  /** SMS answers carry the code in an X-Mock-Sms-Code header and the console prints it. */
  smsReveal: z.boolean(),
  smsCodeTtlMs: z.number().int().positive(),
  depositAllowed: z.boolean(),
  /** Pending deposits are approved by themselves after depositApproveDelayMs (on the mock clock). */
  depositAutoApprove: z.boolean(),
  depositApproveDelayMs: z.number().int().nonnegative(),
  /** A gateway (LAUNCH_URL) deposit counts as paid this long after it was created. */
  depositGatewayPayDelayMs: z.number().int().nonnegative(),
  mobileVerificationType: z.enum(['REQUIRED', 'EVERY_WITHDRAWAL', 'NONE']),
  withdrawAllowed: z.boolean(),
  /** How new withdrawals end: paid out, refused by the audit, or failed at the bank (both refunded). */
  withdrawOutcome: z.enum(['success', 'audit-failure', 'failed']),
  withdrawTransferDelayMs: z.number().int().nonnegative(),
  withdrawCompleteDelayMs: z.number().int().nonnegative(),
  /** How KYC submissions made through the API are decided, and after how long. */
  kycOutcome: z.enum(['approve', 'fail']),
  kycReviewDelayMs: z.number().int().nonnegative(),
  /** A short random delay on every API answer (the browser runner turns it on; tests never do). */
  latency: z.boolean(),
  /** Status.test: the app shows its test-environment ribbon. Off, so screens look as players see them. */
  testEnvironment: z.boolean(),
});
export type Settings = z.infer<typeof settingsSchema>;

export const settingsDefaults: Settings = {
  appVersion: '1.0.0',
  appMinVersion: '',
  maintenance: false,
  regionRestriction: false,
  visitorIp: '112.198.64.23',
  visitorCountryCode: 'PH',
  googleLogin: true,
  facebookLogin: true,
  smsCodeLogin: true,
  captchaLogin: false,
  captchaRegister: false,
  captchaSms: false,
  captchaRiskType: 'ai',
  updateMobile: true,
  firebasePhoneAuth: false,
  smsReveal: false,
  smsCodeTtlMs: 120_000,
  depositAllowed: true,
  depositAutoApprove: true,
  depositApproveDelayMs: 20_000,
  depositGatewayPayDelayMs: 10_000,
  mobileVerificationType: 'REQUIRED',
  withdrawAllowed: true,
  withdrawOutcome: 'success',
  withdrawTransferDelayMs: 10_000,
  withdrawCompleteDelayMs: 30_000,
  kycOutcome: 'approve',
  kycReviewDelayMs: 30_000,
  latency: false,
  testEnvironment: false,
};

export const settings: Settings = { ...settingsDefaults };

/** Runner-level choices (latency) survive a reset to the seed; the world's switches do not. */
export function resetSettings(): void {
  const { latency } = settings;
  Object.assign(settings, settingsDefaults, { latency });
}

export function updateSettings(patch: unknown): Settings {
  Object.assign(settings, settingsSchema.partial().strict().parse(patch));
  return settings;
}

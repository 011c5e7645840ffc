import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { worldMeta } from '../db/store';
import { world } from '../db/world';
import { control, controlBody } from './control-kit';

// The Firebase Auth emulator's REST API, as far as phone sign-in uses it, served by the fake backend on its own
// origin. The app points the real Firebase SDK at an emulator when `lotto.dev.firebaseAuthEmulator` (or
// VITE_FIREBASE_AUTH_EMULATOR_URL) names one (src/services/auth-vendors.ts), so the SDK's real code runs offline in
// `npm start`, in mock:server and in the browser tests, with no firebase-tools (Java) to install. Like the real
// emulator it sends no SMS: the codes are listed at /emulator/v1/projects/<project>/verificationCodes. The ID
// tokens it hands out are the fake backend's own (fake-firebase:phone:+63…), which its login accepts.

interface Sent {
  sessionInfo: string;
  phoneNumber: string;
  code: string;
}

let seededAt = -1;
let sent: Sent[] = [];
let failNextSend: string | null = null;

/** The emulator forgets everything when the world goes back to its seed. */
async function state() {
  await world();
  if (worldMeta.seededAt !== seededAt) {
    seededAt = worldMeta.seededAt;
    sent = [];
    failNextSend = null;
  }
}

/** The emulator's (and Google's) error shape; the SDK maps `message` to its auth/… codes. */
const failure = (message: string) =>
  HttpResponse.json(
    { error: { code: 400, message, errors: [{ message, reason: 'invalid' }] } },
    { status: 400 },
  );

const body = async (request: Request): Promise<Record<string, unknown>> =>
  (await request.json().catch(() => ({}))) as Record<string, unknown>;

const API = '*/identitytoolkit.googleapis.com';

export const firebaseEmulatorHandlers = [
  // reCAPTCHA is not enforced by the emulator: the SDK asks, and is told so with a key nobody may use.
  http.get(`${API}/v2/recaptchaConfig`, () => HttpResponse.json({ recaptchaEnforcementState: [] })),
  http.get(`${API}/v1/recaptchaParams`, () =>
    HttpResponse.json({ recaptchaSiteKey: 'Fake-key__Do-not-send-this-to-Recaptcha_' }),
  ),

  // One route for the v1 calls: their names hold a colon (accounts:lookup), which a route pattern would read
  // as a parameter.
  http.post(`${API}/v1/:operation`, async ({ request, params }) => {
    const operation = String(params.operation);
    if (operation === 'accounts:sendVerificationCode') return sendVerificationCode(request);
    if (operation === 'accounts:signInWithPhoneNumber') return signInWithPhoneNumber(request);
    if (operation === 'accounts:lookup') return lookup(request);
    return failure('OPERATION_NOT_ALLOWED');
  }),

  // Whatever else the SDK asks is not part of phone sign-in here.
  http.all(`${API}/*`, () => failure('OPERATION_NOT_ALLOWED')),

  // The real emulator's list of codes "sent" (newest last).
  http.get('*/emulator/v1/projects/:projectId/verificationCodes', async () => {
    await state();
    return HttpResponse.json({ verificationCodes: sent });
  }),

  // For tests and the dev panel: the next send fails with the given error (e.g. TOO_MANY_ATTEMPTS_TRY_LATER).
  http.post('*/__mock/firebase', ({ request }) =>
    control(async () => {
      await state();
      const parsed = z.object({ failNextSend: z.string().nullable() }).parse(await controlBody(request));
      failNextSend = parsed.failNextSend;
      return { success: true, failNextSend };
    }),
  ),
];

async function sendVerificationCode(request: Request): Promise<Response> {
  await state();
  if (failNextSend) {
    const message = failNextSend;
    failNextSend = null;
    return failure(message);
  }
  const phoneNumber = String((await body(request)).phoneNumber ?? '');
  if (!/^\+\d{8,15}$/.test(phoneNumber)) return failure('INVALID_PHONE_NUMBER : Invalid format.');
  const entry = {
    sessionInfo: `emulator-session-${sent.length + 1}`,
    phoneNumber,
    code: String(100000 + ((sent.length * 7919 + 123456) % 900000)),
  };
  sent.push(entry);
  return HttpResponse.json({ sessionInfo: entry.sessionInfo });
}

async function signInWithPhoneNumber(request: Request): Promise<Response> {
  await state();
  const { sessionInfo, code } = await body(request);
  const entry = sent.find((s) => s.sessionInfo === sessionInfo);
  if (!entry) return failure('SESSION_EXPIRED');
  if (entry.code !== code) return failure('INVALID_CODE');
  return HttpResponse.json({
    idToken: `fake-firebase:phone:${entry.phoneNumber}`,
    refreshToken: 'emulator-refresh-token',
    expiresIn: '3600',
    localId: `uid-${entry.phoneNumber.slice(1)}`,
    isNewUser: false,
    phoneNumber: entry.phoneNumber,
  });
}

async function lookup(request: Request): Promise<Response> {
  const idToken = String((await body(request)).idToken ?? '');
  const phoneNumber = idToken.replace('fake-firebase:phone:', '');
  if (!idToken.startsWith('fake-firebase:phone:')) return failure('INVALID_ID_TOKEN');
  const now = String(Date.now());
  return HttpResponse.json({
    users: [
      {
        localId: `uid-${phoneNumber.slice(1)}`,
        phoneNumber,
        providerUserInfo: [{ providerId: 'phone', rawId: phoneNumber, phoneNumber }],
        lastLoginAt: now,
        createdAt: now,
      },
    ],
  });
}

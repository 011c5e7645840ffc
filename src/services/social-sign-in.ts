import type { QueryClient } from '@tanstack/react-query';
import { CaptchaError, type CaptchaResult } from '@/lib/geetest';
import type { NativeBridge, NativeToWeb, SocialProvider } from '@/lib/native-bridge';
import { phoneAuthProblem } from '@/lib/phone-auth-errors';
import { isPrivateBrowsing } from '@/lib/private-mode';
import { randomPassword } from '@/lib/random-password';
import { storage } from '@/lib/storage';
import { ApiFailure, settle } from '@/api';
import { type FirebaseChannel, login, registerAutoUsername } from '@/api/areas/sign-in';
import type { FirebaseWebConfig } from './firebase-auth';
import { currentRegistrationContext } from './registration';
import { startSession } from './session-actions';

// Social sign-in (product spec section 4): inside the native wrapper the wrapper signs in and hands over an ID
// token through the bridge (docs/native-bridge.md); on the web, Firebase signs in by redirect. Either way the
// token is exchanged for our session; an unknown social account (bind_customer_required) is registered with
// login true, which links it to a new player. That player chose no username, so the server makes one
// (PUT /wps/member/register/autoUsername).

export const BIND_CUSTOMER_REQUIRED = 'bind_customer_required';
/** docs/native-bridge.md: an answer that does not come within a minute counts as failed. */
export const SOCIAL_ANSWER_TIMEOUT_MS = 60_000;
const REDIRECT_KEY = 'lotto.socialRedirect';

export type SocialOutcome =
  | { kind: 'loggedIn' }
  | { kind: 'redirecting' }
  | { kind: 'incognito' }
  /**
   * messageKey is an i18n key; code and reason (the provider's own words) are shown beside it for provider
   * errors (spec section 8). A failed call of ours carries the failure instead, for the one failure mapping
   * (src/lib/forms/failure-message.ts) to put into words, with messageKey as its fallback.
   */
  | { kind: 'failed'; messageKey: string; failure?: ApiFailure; code?: string; reason?: string };

const CHANNEL: Record<SocialProvider, FirebaseChannel> = { google: 'GOOGLE', facebook: 'FACEBOOK' };

const failedWith = (failure: ApiFailure): SocialOutcome => ({
  kind: 'failed',
  messageKey: 'firebase_login_failure',
  failure,
});

export interface ExchangeOptions {
  /** The cache the new session's member is loaded into. */
  queryClient: QueryClient;
  /** Runs the captcha when registration needs one (the status's captchaRegister flag). */
  captcha?: () => Promise<CaptchaResult>;
}

export async function exchangeSocialToken(
  provider: SocialProvider,
  idToken: string,
  options: ExchangeOptions,
): Promise<SocialOutcome> {
  const firebaseChannel = CHANNEL[provider];
  const loggedIn = await settle(
    login(
      { type: 'firebase', firebaseChannel, firebaseIdToken: idToken, lottoArea: 'PL', channel: 'MOBILE' },
      { silent: true },
    ),
  );
  if (loggedIn.success) {
    await startSession(loggedIn.data, options.queryClient);
    return { kind: 'loggedIn' };
  }
  if (loggedIn.code !== BIND_CUSTOMER_REQUIRED) return failedWith(loggedIn);

  const captcha = options.captcha ? await options.captcha() : undefined;
  const registered = await settle(
    registerAutoUsername(
      {
        ...currentRegistrationContext(),
        password: randomPassword(12),
        firebaseChannel,
        firebaseIdToken: idToken,
        captcha,
        login: true,
        lottoArea: 'PL',
      },
      { silent: true },
    ),
  );
  if (!registered.success) return failedWith(registered);
  await startSession(registered.data, options.queryClient);
  return { kind: 'loggedIn' };
}

type SocialAnswer = Extract<NativeToWeb, { type: 'socialLoginResult' | 'socialLoginFailed' }>;

function nextSocialAnswer(bridge: NativeBridge, provider: SocialProvider, timeoutMs: number) {
  return new Promise<SocialAnswer | null>((resolve) => {
    const timer = setTimeout(() => {
      stop();
      resolve(null);
    }, timeoutMs);
    const stop = bridge.subscribe((message) => {
      if (message.type !== 'socialLoginResult' && message.type !== 'socialLoginFailed') return;
      if (message.provider !== provider) return;
      clearTimeout(timer);
      stop();
      resolve(message);
    });
  });
}

/** Inside the native wrapper: the wrapper signs in, we exchange its token. */
export async function signInThroughBridge(
  provider: SocialProvider,
  options: ExchangeOptions,
  bridgeOverride?: NativeBridge,
  timeoutMs = SOCIAL_ANSWER_TIMEOUT_MS,
): Promise<SocialOutcome> {
  // The bridge's schemas load with the first social tap, not with the API's front door.
  const bridge = bridgeOverride ?? (await import('@/lib/native-bridge')).nativeBridge();
  const answer = nextSocialAnswer(bridge, provider, timeoutMs);
  if (!bridge.send({ type: 'socialLogin', provider }))
    return { kind: 'failed', messageKey: 'firebase_login_failure' };
  const message = await answer;
  if (!message) return { kind: 'failed', messageKey: 'firebase_login_failure' };
  // A sheet the player closed is a failed sign-in too (spec section 8): without a word, a tap that ends in
  // nothing looks like a button that does not work.
  if (message.type === 'socialLoginFailed')
    return { kind: 'failed', messageKey: 'firebase_login_failure', reason: message.message };
  return exchangeSocialToken(provider, message.idToken, options);
}

/** On the web: off to the provider by redirect, unless this is a private window where that cannot work. */
export async function signInByRedirect(
  config: FirebaseWebConfig,
  provider: SocialProvider,
  language: string,
): Promise<SocialOutcome> {
  if (await isPrivateBrowsing()) return { kind: 'incognito' };
  storage.set(REDIRECT_KEY, provider, 'session');
  try {
    const { startSocialRedirect } = await import('./firebase-auth');
    await startSocialRedirect(config, provider, language);
    return { kind: 'redirecting' };
  } catch (error) {
    storage.remove(REDIRECT_KEY, 'session');
    const problem = phoneAuthProblem(error);
    return { kind: 'failed', messageKey: problem.messageKey, code: problem.code, reason: problem.reason };
  }
}

/** Whether a redirect sign-in left for the provider in this tab and has not been read back yet. */
export const hasPendingRedirect = (): boolean => storage.get(REDIRECT_KEY, 'session') !== null;

/** Back from the provider: reads its answer and exchanges it. Null when no redirect sign-in was under way. */
export async function finishRedirectSignIn(
  config: FirebaseWebConfig,
  language: string,
  options: ExchangeOptions,
): Promise<SocialOutcome | null> {
  const provider = storage.get(REDIRECT_KEY, 'session');
  if (provider !== 'google' && provider !== 'facebook') return null;
  storage.remove(REDIRECT_KEY, 'session');
  try {
    const { takeSocialRedirectResult } = await import('./firebase-auth');
    const idToken = await takeSocialRedirectResult(config, language);
    // Back without a token: the player left the provider's page before signing in, the popup closed.
    if (!idToken) return { kind: 'failed', messageKey: 'firebase_login_failure' };
    return await exchangeSocialToken(provider, idToken, options);
  } catch (error) {
    // A captcha the player closed or failed is theirs to hear about as such, not as a sign-in failure.
    if (error instanceof CaptchaError) throw error;
    const problem = phoneAuthProblem(error);
    return { kind: 'failed', messageKey: problem.messageKey, code: problem.code, reason: problem.reason };
  }
}

import type { Auth, RecaptchaVerifier } from 'firebase/auth';
import type { SocialProvider } from '@/lib/native-bridge';
import { firebaseAuthEmulatorUrl } from './auth-vendors';

// Our one door to Firebase Auth (phone auth and the web's social sign-in by redirect). The SDK is large and
// rarely needed, so this module only names its types; the SDK itself is imported when a player first asks
// for a code or taps a social button, and never ships with the first page.

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
}

/** A code was sent; confirm() trades the code the player typed for a Firebase ID token. */
export interface PhoneCodeSession {
  confirm(code: string): Promise<string>;
}

type AuthModule = typeof import('firebase/auth');
/** The SDK's two modules, as the wrapper loads them. */
export type FirebaseSdk = [typeof import('firebase/app'), AuthModule];

const realSdk = (): Promise<FirebaseSdk> => Promise.all([import('firebase/app'), import('firebase/auth')]);
let load = realSdk;
let sdk: Promise<FirebaseSdk> | null = null;
const loadSdk = () => (sdk ??= load());

const instances = new Map<string, Promise<{ auth: Auth; mod: AuthModule }>>();

/**
 * One Firebase app per purpose and config: phone auth keeps nothing on the device (the token is traded for
 * our own session at once), while the redirect sign-in must survive the trip to the provider and back.
 */
function authFor(config: FirebaseWebConfig, purpose: 'phone' | 'social', language: string) {
  const name = `lotto-${purpose}-${config.projectId}`;
  let instance = instances.get(name);
  if (!instance) {
    instance = loadSdk().then(([app, mod]) => {
      const firebaseApp = app.getApps().find((a) => a.name === name) ?? app.initializeApp(config, name);
      const auth = mod.initializeAuth(firebaseApp, {
        persistence: purpose === 'phone' ? mod.inMemoryPersistence : mod.browserSessionPersistence,
        popupRedirectResolver: purpose === 'social' ? mod.browserPopupRedirectResolver : undefined,
      });
      const emulator = firebaseAuthEmulatorUrl();
      // Must come before the first call; the SDK then skips reCAPTCHA, which the emulator does not check.
      if (emulator) mod.connectAuthEmulator(auth, emulator, { disableWarnings: true });
      return { auth, mod };
    });
    instances.set(name, instance);
  }
  return instance.then((value) => {
    value.auth.languageCode = language;
    return value;
  });
}

let verifier: RecaptchaVerifier | null = null;

/**
 * Test only: starts over as a fresh page would (no SDK loaded, no Firebase app, auth instance or reCAPTCHA
 * verifier kept), loading the SDK with `loader` from then on (the real one when none is given). A unit test
 * hands in a fake SDK this way: a module mock of the SDK would reach every test file sharing its worker.
 */
export function startOverWithSdk(loader: () => Promise<FirebaseSdk> = realSdk): void {
  load = loader;
  sdk = null;
  instances.clear();
  verifier = null;
}

/**
 * Sends a code to `e164` through Firebase. `container` hosts the invisible reCAPTCHA; it must stay in the
 * page until the code has been sent. Rejects with the SDK's error (its `code` is auth/…).
 */
export async function sendPhoneCode(
  config: FirebaseWebConfig,
  e164: string,
  container: HTMLElement,
  language: string,
): Promise<PhoneCodeSession> {
  const { auth, mod } = await authFor(config, 'phone', language);
  // A resend needs a fresh verifier: the SDK refuses to render a second one into the same element.
  verifier?.clear();
  verifier = new mod.RecaptchaVerifier(auth, container, { size: 'invisible' });
  const confirmation = await mod.signInWithPhoneNumber(auth, e164, verifier);
  return {
    async confirm(code: string) {
      const credential = await confirmation.confirm(code);
      const token = await credential.user.getIdToken();
      // Our backend's session is what counts; Firebase's own is of no further use.
      await mod.signOut(auth);
      return token;
    },
  };
}

const providerFor = (mod: AuthModule, provider: SocialProvider) =>
  provider === 'google' ? new mod.GoogleAuthProvider() : new mod.FacebookAuthProvider();

/** Leaves the app for the provider's sign-in page; the answer is read by takeSocialRedirectResult(). */
export async function startSocialRedirect(
  config: FirebaseWebConfig,
  provider: SocialProvider,
  language: string,
): Promise<void> {
  const { auth, mod } = await authFor(config, 'social', language);
  await mod.signInWithRedirect(auth, providerFor(mod, provider));
}

/** The ID token of a social sign-in that has just come back from the provider, or null when none did. */
export async function takeSocialRedirectResult(
  config: FirebaseWebConfig,
  language: string,
): Promise<string | null> {
  const { auth, mod } = await authFor(config, 'social', language);
  const result = await mod.getRedirectResult(auth);
  if (!result) return null;
  const token = await result.user.getIdToken();
  await mod.signOut(auth);
  return token;
}

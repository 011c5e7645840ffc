// @vitest-environment jsdom
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as firebaseAuth from './firebase-auth';
import type { FirebaseSdk } from './firebase-auth';

// The Firebase SDK is replaced by a recording fake: these tests pin down what our wrapper asks of the SDK
// (which app, which persistence, which provider, when it signs out) and what it hands back to its callers.
// The real SDK needs a browser's redirect and reCAPTCHA machinery, which no unit test can drive honestly.

interface FakeApp {
  name: string;
  options?: unknown;
}

interface FakeAuth {
  app: FakeApp;
  languageCode: string | null;
}

const fake = (() => {
  const inMemoryPersistence = { type: 'NONE' };
  const browserSessionPersistence = { type: 'SESSION' };
  const browserPopupRedirectResolver = { resolver: 'popup-redirect' };
  class GoogleAuthProvider {
    readonly providerId = 'google.com';
  }
  class FacebookAuthProvider {
    readonly providerId = 'facebook.com';
  }
  const verifiers: { container: unknown; options: unknown; clear: () => void }[] = [];
  class RecaptchaVerifier {
    clear = vi.fn();
    constructor(
      readonly auth: unknown,
      readonly container: unknown,
      readonly options: unknown,
    ) {
      verifiers.push(this);
    }
  }
  return {
    apps: [] as FakeApp[],
    verifiers,
    inMemoryPersistence,
    browserSessionPersistence,
    browserPopupRedirectResolver,
    GoogleAuthProvider,
    FacebookAuthProvider,
    RecaptchaVerifier,
    getApps: vi.fn(),
    initializeApp: vi.fn(),
    initializeAuth: vi.fn(),
    connectAuthEmulator: vi.fn(),
    signInWithPhoneNumber: vi.fn(),
    signInWithRedirect: vi.fn(),
    getRedirectResult: vi.fn(),
    signOut: vi.fn(),
  };
})();

// What our wrapper loads in place of the SDK's two modules.
const fakeSdk = {
  app: { getApps: fake.getApps, initializeApp: fake.initializeApp },
  auth: {
    inMemoryPersistence: fake.inMemoryPersistence,
    browserSessionPersistence: fake.browserSessionPersistence,
    browserPopupRedirectResolver: fake.browserPopupRedirectResolver,
    GoogleAuthProvider: fake.GoogleAuthProvider,
    FacebookAuthProvider: fake.FacebookAuthProvider,
    RecaptchaVerifier: fake.RecaptchaVerifier,
    initializeAuth: fake.initializeAuth,
    connectAuthEmulator: fake.connectAuthEmulator,
    signInWithPhoneNumber: fake.signInWithPhoneNumber,
    signInWithRedirect: fake.signInWithRedirect,
    getRedirectResult: fake.getRedirectResult,
    signOut: fake.signOut,
  },
};

const config = (projectId = 'lotto-test') => ({
  apiKey: 'key',
  authDomain: `${projectId}.firebaseapp.com`,
  projectId,
});

/** A signed-in Firebase user as the SDK hands it back, whose ID token is `token`. */
const credentialFor = (token: string) => ({ user: { getIdToken: vi.fn(async () => token) } });

const authAt = (call: number) => fake.initializeAuth.mock.results[call].value as FakeAuth;

beforeEach(() => {
  // The module keeps its Firebase apps, auth instances and reCAPTCHA verifier for the page's lifetime; each
  // test starts from a fresh page. The fake stands in for only the parts of the SDK the wrapper uses.
  firebaseAuth.startOverWithSdk(async () => [fakeSdk.app, fakeSdk.auth] as unknown as FirebaseSdk);
  localStorage.clear();
  fake.apps.length = 0;
  fake.verifiers.length = 0;
  for (const fn of [
    fake.getApps,
    fake.initializeApp,
    fake.initializeAuth,
    fake.connectAuthEmulator,
    fake.signInWithPhoneNumber,
    fake.signInWithRedirect,
    fake.getRedirectResult,
    fake.signOut,
  ])
    fn.mockReset();
  fake.getApps.mockImplementation(() => [...fake.apps]);
  fake.initializeApp.mockImplementation((options: unknown, name: string) => {
    const app = { name, options };
    fake.apps.push(app);
    return app;
  });
  fake.initializeAuth.mockImplementation((app: FakeApp): FakeAuth => ({ app, languageCode: null }));
  fake.signOut.mockResolvedValue(undefined);
  fake.signInWithRedirect.mockResolvedValue(undefined);
});

// The files after this one in the worker get the real SDK again, as a fresh page would.
afterAll(() => firebaseAuth.startOverWithSdk());

describe('phone codes', () => {
  it('sends the code through an in-memory Firebase app with an invisible reCAPTCHA in the given element', async () => {
    const container = document.createElement('div');
    fake.signInWithPhoneNumber.mockResolvedValue({ confirm: vi.fn() });

    await firebaseAuth.sendPhoneCode(config('proj-a'), '+639171234567', container, 'fil');

    expect(fake.initializeApp).toHaveBeenCalledWith(config('proj-a'), 'lotto-phone-proj-a');
    expect(fake.initializeAuth).toHaveBeenCalledWith(fake.apps[0], {
      persistence: fake.inMemoryPersistence,
      popupRedirectResolver: undefined,
    });
    const auth = authAt(0);
    expect(auth.languageCode).toBe('fil');
    expect(fake.verifiers).toHaveLength(1);
    expect(fake.verifiers[0]).toMatchObject({ auth, container, options: { size: 'invisible' } });
    expect(fake.signInWithPhoneNumber).toHaveBeenCalledWith(auth, '+639171234567', fake.verifiers[0]);
  });

  it('trades the typed code for the ID token, then signs out of Firebase', async () => {
    const credential = credentialFor('phone-id-token');
    const confirm = vi.fn(async () => {
      // Signing out before the token is read would lose the user the token belongs to.
      expect(fake.signOut).not.toHaveBeenCalled();
      return credential;
    });
    fake.signInWithPhoneNumber.mockResolvedValue({ confirm });

    const session = await firebaseAuth.sendPhoneCode(config(), '+639171234567', document.body, 'en');
    expect(fake.signOut).not.toHaveBeenCalled();

    await expect(session.confirm('123456')).resolves.toBe('phone-id-token');
    expect(confirm).toHaveBeenCalledWith('123456');
    expect(credential.user.getIdToken).toHaveBeenCalled();
    expect(fake.signOut).toHaveBeenCalledWith(authAt(0));
  });

  it("rejects with the SDK's own error when the code cannot be sent", async () => {
    const refusal = Object.assign(new Error('Invalid format.'), { code: 'auth/invalid-phone-number' });
    fake.signInWithPhoneNumber.mockRejectedValue(refusal);

    await expect(firebaseAuth.sendPhoneCode(config(), '+63', document.body, 'en')).rejects.toBe(refusal);
  });

  it('a resend clears the previous reCAPTCHA and reuses the same Firebase app in the new language', async () => {
    fake.signInWithPhoneNumber.mockResolvedValue({ confirm: vi.fn() });

    await firebaseAuth.sendPhoneCode(config(), '+639171234567', document.body, 'en');
    await firebaseAuth.sendPhoneCode(config(), '+639171234567', document.body, 'zh');

    expect(fake.verifiers).toHaveLength(2);
    expect(fake.verifiers[0].clear).toHaveBeenCalledTimes(1);
    expect(fake.verifiers[1].clear).not.toHaveBeenCalled();
    expect(fake.initializeApp).toHaveBeenCalledTimes(1);
    expect(fake.initializeAuth).toHaveBeenCalledTimes(1);
    expect(authAt(0).languageCode).toBe('zh');
    expect(fake.signInWithPhoneNumber.mock.calls.map(([auth]) => auth as FakeAuth)).toEqual([
      authAt(0),
      authAt(0),
    ]);
  });

  it('reuses a Firebase app of the same name that already exists instead of creating another', async () => {
    const other = { name: 'lotto-social-proj-b' };
    const existing = { name: 'lotto-phone-proj-b' };
    fake.apps.push(other, existing);
    fake.signInWithPhoneNumber.mockResolvedValue({ confirm: vi.fn() });

    await firebaseAuth.sendPhoneCode(config('proj-b'), '+639171234567', document.body, 'en');

    expect(fake.initializeApp).not.toHaveBeenCalled();
    expect(authAt(0).app).toBe(existing);
  });
});

describe('the Firebase Auth emulator', () => {
  it('is connected before the first call when one is configured', async () => {
    vi.stubEnv('VITE_FIREBASE_AUTH_EMULATOR_URL', 'http://127.0.0.1:9099');
    fake.signInWithPhoneNumber.mockImplementation(async () => {
      expect(fake.connectAuthEmulator).toHaveBeenCalledTimes(1);
      return { confirm: vi.fn() };
    });

    try {
      await firebaseAuth.sendPhoneCode(config(), '+639171234567', document.body, 'en');
    } finally {
      vi.unstubAllEnvs();
    }

    expect(fake.connectAuthEmulator).toHaveBeenCalledWith(authAt(0), 'http://127.0.0.1:9099', {
      disableWarnings: true,
    });
    expect(fake.signInWithPhoneNumber).toHaveBeenCalled();
  });

  it("is left alone without one, so Google's real service is used", async () => {
    await firebaseAuth.startSocialRedirect(config(), 'google', 'en');

    expect(fake.connectAuthEmulator).not.toHaveBeenCalled();
  });
});

describe('social sign-in by redirect', () => {
  it("leaves for Google through a session-persisted app with the SDK's redirect resolver", async () => {
    await firebaseAuth.startSocialRedirect(config('proj-c'), 'google', 'zh');

    expect(fake.initializeApp).toHaveBeenCalledWith(config('proj-c'), 'lotto-social-proj-c');
    expect(fake.initializeAuth).toHaveBeenCalledWith(fake.apps[0], {
      persistence: fake.browserSessionPersistence,
      popupRedirectResolver: fake.browserPopupRedirectResolver,
    });
    expect(authAt(0).languageCode).toBe('zh');
    const [auth, provider] = fake.signInWithRedirect.mock.calls[0] as [FakeAuth, object];
    expect(auth).toBe(authAt(0));
    expect(provider).toBeInstanceOf(fake.GoogleAuthProvider);
  });

  it('leaves for Facebook with the Facebook provider', async () => {
    await firebaseAuth.startSocialRedirect(config(), 'facebook', 'en');

    const [, provider] = fake.signInWithRedirect.mock.calls[0] as [FakeAuth, object];
    expect(provider).toBeInstanceOf(fake.FacebookAuthProvider);
  });

  it('keeps phone auth and social sign-in in separate Firebase apps', async () => {
    fake.signInWithPhoneNumber.mockResolvedValue({ confirm: vi.fn() });

    await firebaseAuth.sendPhoneCode(config('proj-d'), '+639171234567', document.body, 'en');
    await firebaseAuth.startSocialRedirect(config('proj-d'), 'google', 'en');

    expect(fake.initializeApp.mock.calls.map(([, name]) => name as string)).toEqual([
      'lotto-phone-proj-d',
      'lotto-social-proj-d',
    ]);
    expect(authAt(1)).not.toBe(authAt(0));
  });

  it('reads the ID token of a sign-in that came back, then signs out of Firebase', async () => {
    fake.getRedirectResult.mockResolvedValue(credentialFor('social-id-token'));

    await expect(firebaseAuth.takeSocialRedirectResult(config('proj-e'), 'fil')).resolves.toBe(
      'social-id-token',
    );

    // The same app as the one that left, or the SDK could not find the pending redirect.
    expect(fake.initializeApp).toHaveBeenCalledWith(config('proj-e'), 'lotto-social-proj-e');
    expect(fake.getRedirectResult).toHaveBeenCalledWith(authAt(0));
    expect(authAt(0).languageCode).toBe('fil');
    expect(fake.signOut).toHaveBeenCalledWith(authAt(0));
  });

  it('answers null, without signing out, when no sign-in came back', async () => {
    fake.getRedirectResult.mockResolvedValue(null);

    await expect(firebaseAuth.takeSocialRedirectResult(config(), 'en')).resolves.toBeNull();

    expect(fake.signOut).not.toHaveBeenCalled();
  });
});

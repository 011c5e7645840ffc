// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { findPlayerByUsername, players } from '@mock/db/players';
import { decryptRequest } from '@mock/lib/crypto';
import { server } from '@mock/node';
import { getGetMemberInfoQueryKey, type MemberInfo } from '@/api';
import { CaptchaError } from '@/lib/geetest';
import { createNativeBridge, type BridgeWindow } from '@/lib/native-bridge';
import { appPage } from '@/testing/native-wrapper';
import { dispatchSession, session } from '@/state/session';
import { dismissToast, ui } from '@/state/ui';
import {
  exchangeSocialToken,
  finishRedirectSignIn,
  hasPendingRedirect,
  signInByRedirect,
  signInThroughBridge,
} from './social-sign-in';
import * as firebaseAuth from './firebase-auth';

const API = 'http://lotto.test';

// The web's redirect sign-in goes through our Firebase wrapper; its own tests cover the SDK side, here it is
// the provider's side of the trip: it either leaves, fails, or comes back with a token. Its two calls are
// spied on for each test (restored after it), not mocked as a module: the files sharing this worker keep
// the real wrapper.
let firebase: {
  startSocialRedirect: MockInstance<typeof firebaseAuth.startSocialRedirect>;
  takeSocialRedirectResult: MockInstance<typeof firebaseAuth.takeSocialRedirectResult>;
};

const FIREBASE_CONFIG = { apiKey: 'key', authDomain: 'lotto.firebaseapp.com', projectId: 'lotto' };

// The cache a sign-in loads the member into, as the screens' own would be.
let queryClient = new QueryClient();
const member = () => queryClient.getQueryData<MemberInfo>(getGetMemberInfoQueryKey());

beforeEach(() => {
  queryClient = new QueryClient();
  firebase = {
    startSocialRedirect: vi.spyOn(firebaseAuth, 'startSocialRedirect').mockResolvedValue(undefined),
    takeSocialRedirectResult: vi.spyOn(firebaseAuth, 'takeSocialRedirectResult').mockResolvedValue(null),
  };
});

afterEach(() => {
  dispatchSession({ type: 'loggedOut' });
  sessionStorage.clear();
  for (const t of [...ui.toasts]) dismissToast(t.id);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const errorToasts = () => ui.toasts.filter((t) => t.kind === 'error').map((t) => t.text);

/** A stub wrapper that answers socialLogin with what the test says. */
function wrapper(answer: (provider: string) => object | null) {
  const win: BridgeWindow = {
    LottoAndroid: {
      postMessage(json) {
        const message = JSON.parse(json) as { type: string; provider: string };
        const reply = message.type === 'socialLogin' ? answer(message.provider) : null;
        if (reply) setTimeout(() => win.__lottoNative!.receive(JSON.stringify(reply)));
      },
    },
  };
  return createNativeBridge(appPage(win));
}

describe('social sign-in', () => {
  it('exchanges a known account for a session and loads the member', async () => {
    await expect(
      exchangeSocialToken('google', 'fake-firebase:google:juan-google-uid', { queryClient }),
    ).resolves.toEqual({
      kind: 'loggedIn',
    });
    expect(session.isLoggedIn).toBe(true);
    expect(member()?.account).toBe('juan2026');
  });

  it('§7.17 registers an unknown account without a username (PUT /wps/member/register/autoUsername, login true) and links it', async () => {
    const registers: { path: string; body: Record<string, unknown> }[] = [];
    server.events.on('request:start', ({ request }) => {
      const path = new URL(request.url).pathname;
      if (!path.startsWith('/wps/member/register')) return;
      void request
        .clone()
        .text()
        .then((text) => {
          const plain = decryptRequest(text, request.headers.get('Encryption'));
          if (plain.ok) registers.push({ path, body: plain.payload as Record<string, unknown> });
        });
    });
    await expect(
      exchangeSocialToken('facebook', 'fake-firebase:facebook:new-uid-1', { queryClient }),
    ).resolves.toEqual({
      kind: 'loggedIn',
    });
    server.events.removeAllListeners();
    expect(registers).toEqual([
      {
        path: '/wps/member/register/autoUsername',
        body: expect.objectContaining({
          firebaseChannel: 'FACEBOOK',
          firebaseIdToken: 'fake-firebase:facebook:new-uid-1',
          password: expect.stringMatching(/^.{12}$/),
          login: true,
          lottoArea: 'PL',
        }),
      },
    ]);
    expect(registers[0].body).not.toHaveProperty('username');
    // The server's own name for the new player.
    const player = findPlayerByUsername(member()!.account);
    expect(player?.socialIds).toContain('FACEBOOK:new-uid-1');
    expect(player?.username).toMatch(/^pl\d+$/);
    expect(players.all().length).toBeGreaterThan(4);
  });

  it("reports the server's refusal of a bad token with its words, and leaves the toast to the caller", async () => {
    await expect(exchangeSocialToken('google', 'not-a-token', { queryClient })).resolves.toEqual({
      kind: 'failed',
      messageKey: 'firebase_login_failure',
      failure: expect.objectContaining({
        kind: 'http',
        message: 'The sign-in token is not valid, please try again',
        code: 'auth/invalid-credential',
      }),
    });
    expect(session.isLoggedIn).toBe(false);
    expect(errorToasts()).toEqual([]);
  });

  it('registers an unknown Google account under the username the server makes', async () => {
    await expect(
      exchangeSocialToken('google', 'fake-firebase:google:new-google-uid', { queryClient }),
    ).resolves.toEqual({
      kind: 'loggedIn',
    });
    const player = findPlayerByUsername(member()!.account);
    expect(player?.socialIds).toContain('GOOGLE:new-google-uid');
    expect(player?.username).toMatch(/^pl\d+$/);
  });

  it('does not register on a login failure other than bind_customer_required', async () => {
    const before = players.all().length;
    server.use(
      http.post(`${API}/wps/session/login`, () =>
        HttpResponse.json({ success: false, code: 'SYSTEM_BUSY' }, { status: 500 }),
      ),
    );
    // No message from the server: the screen falls back to its own text rather than an empty one.
    await expect(
      exchangeSocialToken('google', 'fake-firebase:google:new-google-uid', { queryClient }),
    ).resolves.toEqual({
      kind: 'failed',
      messageKey: 'firebase_login_failure',
      failure: expect.objectContaining({ kind: 'http', status: 500, message: '', code: 'SYSTEM_BUSY' }),
    });
    expect(players.all().length).toBe(before);
    expect(session.isLoggedIn).toBe(false);
  });

  it('reports a refused registration of an unknown account without a toast of its own', async () => {
    server.use(
      http.put(`${API}/wps/member/register/autoUsername`, () =>
        HttpResponse.json(
          { success: false, code: 'REGISTER_CLOSED', message: 'Registration is closed' },
          { status: 400 },
        ),
      ),
    );
    await expect(
      exchangeSocialToken('facebook', 'fake-firebase:facebook:new-uid-2', { queryClient }),
    ).resolves.toEqual({
      kind: 'failed',
      messageKey: 'firebase_login_failure',
      failure: expect.objectContaining({ message: 'Registration is closed', code: 'REGISTER_CLOSED' }),
    });
    expect(session.isLoggedIn).toBe(false);
    expect(errorToasts()).toEqual([]);
  });

  it('goes through the native bridge: result, failure, silence', async () => {
    const result = wrapper((provider) => ({
      type: 'socialLoginResult',
      provider,
      idToken: 'fake-firebase:facebook:pedro-facebook-uid',
      socialId: 'pedro-facebook-uid',
    }));
    await expect(signInThroughBridge('facebook', { queryClient }, result)).resolves.toEqual({
      kind: 'loggedIn',
    });
    expect(member()?.account).toBe('pedro2026');
    dispatchSession({ type: 'loggedOut' });

    const failed = wrapper((provider) => ({
      type: 'socialLoginFailed',
      provider,
      reason: 'unavailable',
      message: 'No Play services',
    }));
    await expect(signInThroughBridge('google', { queryClient }, failed)).resolves.toEqual({
      kind: 'failed',
      messageKey: 'firebase_login_failure',
      reason: 'No Play services',
    });

    const silent = wrapper(() => null);
    await expect(signInThroughBridge('google', { queryClient }, silent, 20)).resolves.toEqual({
      kind: 'failed',
      messageKey: 'firebase_login_failure',
    });
  });

  it('§8.31 a native sign-in the player cancelled says firebase_login_failure ("Login failure, please try again")', async () => {
    const cancelled = wrapper((provider) => ({
      type: 'socialLoginFailed',
      provider,
      reason: 'cancelled',
      message: 'The user closed the sheet',
    }));
    await expect(signInThroughBridge('google', { queryClient }, cancelled)).resolves.toEqual({
      kind: 'failed',
      messageKey: 'firebase_login_failure',
      reason: 'The user closed the sheet',
    });
    expect(session.isLoggedIn).toBe(false);
  });

  it('without a wrapper channel nothing is sent', async () => {
    await expect(
      signInThroughBridge('google', { queryClient }, createNativeBridge(appPage({}))),
    ).resolves.toEqual({
      kind: 'failed',
      messageKey: 'firebase_login_failure',
    });
  });

  it("waits for the answer about its own provider, past other messages and the other provider's answer", async () => {
    const win: BridgeWindow = {
      LottoAndroid: {
        postMessage() {
          const replies = [
            { type: 'pushToken', token: 'push-token' },
            { type: 'socialLoginFailed', provider: 'facebook', reason: 'cancelled' },
            {
              type: 'socialLoginResult',
              provider: 'google',
              idToken: 'fake-firebase:google:juan-google-uid',
              socialId: 'juan-google-uid',
            },
          ];
          setTimeout(() => replies.forEach((reply) => win.__lottoNative!.receive(JSON.stringify(reply))));
        },
      },
    };
    await expect(
      signInThroughBridge('google', { queryClient }, createNativeBridge(appPage(win))),
    ).resolves.toEqual({
      kind: 'loggedIn',
    });
    expect(member()?.account).toBe('juan2026');
  });
});

describe('social sign-in by redirect', () => {
  it('marks the redirect as pending before leaving for the provider', async () => {
    firebase.startSocialRedirect.mockImplementation(async () => {
      // The page is gone once the SDK redirects: the mark must already be stored by then.
      expect(hasPendingRedirect()).toBe(true);
    });
    await expect(signInByRedirect(FIREBASE_CONFIG, 'google', 'fil')).resolves.toEqual({
      kind: 'redirecting',
    });
    expect(firebase.startSocialRedirect).toHaveBeenCalledWith(FIREBASE_CONFIG, 'google', 'fil');
    expect(hasPendingRedirect()).toBe(true);
  });

  it('does not leave from a private window, where the answer could not be read back', async () => {
    // Firefox and Safari refuse the origin-private file system in a private window.
    vi.stubGlobal('navigator', {
      userAgent: 'Mozilla/5.0 (Windows NT 10.0; rv:130.0) Gecko/20100101 Firefox/130.0',
      storage: { getDirectory: () => Promise.reject(new Error('SecurityError')) },
    });
    await expect(signInByRedirect(FIREBASE_CONFIG, 'google', 'en')).resolves.toEqual({ kind: 'incognito' });
    expect(firebase.startSocialRedirect).not.toHaveBeenCalled();
    expect(hasPendingRedirect()).toBe(false);
  });

  it("reports the SDK's refusal to leave and forgets the pending mark", async () => {
    firebase.startSocialRedirect.mockRejectedValue(
      Object.assign(new Error('Network error'), { code: 'auth/network-request-failed' }),
    );
    await expect(signInByRedirect(FIREBASE_CONFIG, 'facebook', 'en')).resolves.toEqual({
      kind: 'failed',
      messageKey: 'network_offline',
      code: 'auth/network-request-failed',
      reason: 'Network error',
    });
    expect(hasPendingRedirect()).toBe(false);
  });

  it('has nothing to finish when no redirect sign-in was under way', async () => {
    expect(hasPendingRedirect()).toBe(false);
    await expect(finishRedirectSignIn(FIREBASE_CONFIG, 'en', { queryClient })).resolves.toBeNull();
    expect(firebase.takeSocialRedirectResult).not.toHaveBeenCalled();
  });

  it('exchanges the token a Google sign-in came back with, once', async () => {
    await signInByRedirect(FIREBASE_CONFIG, 'google', 'en');
    firebase.takeSocialRedirectResult.mockResolvedValue('fake-firebase:google:juan-google-uid');

    await expect(finishRedirectSignIn(FIREBASE_CONFIG, 'zh', { queryClient })).resolves.toEqual({
      kind: 'loggedIn',
    });

    expect(firebase.takeSocialRedirectResult).toHaveBeenCalledWith(FIREBASE_CONFIG, 'zh');
    expect(member()?.account).toBe('juan2026');
    expect(hasPendingRedirect()).toBe(false);
    // A reload after the sign-in must not try to read the same answer again.
    await expect(finishRedirectSignIn(FIREBASE_CONFIG, 'zh', { queryClient })).resolves.toBeNull();
    expect(firebase.takeSocialRedirectResult).toHaveBeenCalledTimes(1);
  });

  it('exchanges the token a Facebook sign-in came back with as a Facebook token', async () => {
    await signInByRedirect(FIREBASE_CONFIG, 'facebook', 'en');
    firebase.takeSocialRedirectResult.mockResolvedValue('fake-firebase:facebook:pedro-facebook-uid');

    await expect(finishRedirectSignIn(FIREBASE_CONFIG, 'en', { queryClient })).resolves.toEqual({
      kind: 'loggedIn',
    });
    expect(member()?.account).toBe('pedro2026');
  });

  it('§8.31 a return from the provider without a token (the sign-in page closed) says firebase_login_failure', async () => {
    await signInByRedirect(FIREBASE_CONFIG, 'google', 'en');

    await expect(finishRedirectSignIn(FIREBASE_CONFIG, 'en', { queryClient })).resolves.toEqual({
      kind: 'failed',
      messageKey: 'firebase_login_failure',
    });
    expect(session.isLoggedIn).toBe(false);
    expect(hasPendingRedirect()).toBe(false);
  });

  it("reports the SDK's error on the way back", async () => {
    await signInByRedirect(FIREBASE_CONFIG, 'google', 'en');
    firebase.takeSocialRedirectResult.mockRejectedValue(
      Object.assign(new Error('Too many attempts'), { code: 'auth/too-many-requests' }),
    );

    await expect(finishRedirectSignIn(FIREBASE_CONFIG, 'en', { queryClient })).resolves.toEqual({
      kind: 'failed',
      messageKey: 'phone_auth_too_many_requests',
      code: 'auth/too-many-requests',
      reason: 'Too many attempts',
    });
  });

  it('lets a captcha the player closed through as such, not as a sign-in failure', async () => {
    await signInByRedirect(FIREBASE_CONFIG, 'google', 'en');
    firebase.takeSocialRedirectResult.mockResolvedValue('fake-firebase:google:brand-new-uid');
    const closed = new CaptchaError({ kind: 'closed' });

    await expect(
      finishRedirectSignIn(FIREBASE_CONFIG, 'en', { queryClient, captcha: () => Promise.reject(closed) }),
    ).rejects.toBe(closed);
    expect(session.isLoggedIn).toBe(false);
  });
});

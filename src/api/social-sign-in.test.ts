// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findPlayerByUsername, players } from '../../mock/db/players';
import { createNativeBridge, type BridgeWindow } from '@/lib/native-bridge';
import { memberStore } from '@/state/member';
import { dispatchSession, session } from '@/state/session';
import { exchangeSocialToken, signInThroughBridge } from './social-sign-in';

afterEach(() => {
  dispatchSession({ type: 'loggedOut' });
  vi.useRealTimers();
});

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
  return createNativeBridge(win);
}

describe('social sign-in', () => {
  it('exchanges a known account for a session and loads the member', async () => {
    await expect(exchangeSocialToken('google', 'fake-firebase:google:juan-google-uid')).resolves.toEqual({
      kind: 'loggedIn',
    });
    expect(session.isLoggedIn).toBe(true);
    expect(memberStore.member?.username).toBe('juan2026');
  });

  it('registers an unknown account with login true (bind_customer_required) and links it', async () => {
    await expect(exchangeSocialToken('facebook', 'fake-firebase:facebook:new-uid-1')).resolves.toEqual({
      kind: 'loggedIn',
    });
    const player = findPlayerByUsername(memberStore.member!.username);
    expect(player?.socialIds).toContain('FACEBOOK:new-uid-1');
    expect(player?.username).toMatch(/^fb[a-z0-9]{10}$/);
    expect(players.all().length).toBeGreaterThan(4);
  });

  it("reports the server's refusal of a bad token", async () => {
    await expect(exchangeSocialToken('google', 'not-a-token')).resolves.toMatchObject({
      kind: 'failed',
      messageKey: 'firebase_login_failure',
      code: 'auth/invalid-credential',
    });
    expect(session.isLoggedIn).toBe(false);
  });

  it('goes through the native bridge: result, cancellation, failure, silence', async () => {
    const result = wrapper((provider) => ({
      type: 'socialLoginResult',
      provider,
      idToken: 'fake-firebase:facebook:pedro-facebook-uid',
      socialId: 'pedro-facebook-uid',
    }));
    await expect(signInThroughBridge('facebook', {}, result)).resolves.toEqual({ kind: 'loggedIn' });
    expect(memberStore.member?.username).toBe('pedro2026');
    dispatchSession({ type: 'loggedOut' });

    const cancelled = wrapper((provider) => ({ type: 'socialLoginFailed', provider, reason: 'cancelled' }));
    await expect(signInThroughBridge('google', {}, cancelled)).resolves.toEqual({ kind: 'cancelled' });

    const failed = wrapper((provider) => ({
      type: 'socialLoginFailed',
      provider,
      reason: 'unavailable',
      message: 'No Play services',
    }));
    await expect(signInThroughBridge('google', {}, failed)).resolves.toEqual({
      kind: 'failed',
      messageKey: 'firebase_login_failure',
      reason: 'No Play services',
    });

    const silent = wrapper(() => null);
    await expect(signInThroughBridge('google', {}, silent, 20)).resolves.toEqual({
      kind: 'failed',
      messageKey: 'firebase_login_failure',
    });
  });

  it('without a wrapper channel nothing is sent', async () => {
    await expect(signInThroughBridge('google', {}, createNativeBridge({}))).resolves.toMatchObject({
      kind: 'failed',
    });
  });
});

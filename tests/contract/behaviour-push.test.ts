import { describe, expect, it } from 'vitest';
import { boundPushTokens } from '@mock/handlers/push';
import { call, logInAs, logOutLocally, seeded } from './support';

// Issue 30 item 3, in the fake backend's world: a device's push binding lasts as long as the session that
// made it, and no longer. On a shared phone the next player must not get the last one's notifications.

const bind = (registrationToken: string) =>
  call('/wps/relay/CSP_fcmBind', 'POST', { data: { registrationToken } });
const unbind = (registrationToken: string) =>
  call('/wps/relay/CSP_fcmUnbind', 'POST', { data: { registrationToken } });

const juan = seeded('juan').id;
const maria = seeded('maria').id;

describe('issue 30 item 3: push bindings end with their session', () => {
  it('a logout drops the bindings its session made', async () => {
    await logInAs('juan2026');
    await bind('shared-phone');
    expect(boundPushTokens(juan)).toEqual(['shared-phone']);
    await call('/wps/session/logout', 'DELETE');
    logOutLocally();
    expect(boundPushTokens(juan)).toEqual([]);
  });

  it('a break, which ends the sessions, drops their bindings', async () => {
    await logInAs('juan2026');
    await bind('shared-phone');
    await call('/wps/v2/responsible/playBreak', 'POST', { data: { length: 'H24' } });
    logOutLocally();
    expect(boundPushTokens(juan)).toEqual([]);
  });

  it('an unbind needs no session: the one that bound may be over', async () => {
    await logInAs('juan2026');
    await bind('shared-phone');
    logOutLocally();
    await unbind('shared-phone');
    expect(boundPushTokens(juan)).toEqual([]);
  });

  it('the next player on the same phone takes the binding: one device, one player', async () => {
    await logInAs('juan2026');
    await bind('shared-phone');
    await logInAs('maria2026');
    await bind('shared-phone');
    expect(boundPushTokens(maria)).toEqual(['shared-phone']);
    expect(boundPushTokens(juan)).toEqual([]);
  });
});

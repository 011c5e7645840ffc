import { afterEach, describe, expect, it } from 'vitest';
import { dispatchSession, session } from './session';

describe('session store', () => {
  afterEach(() => dispatchSession({ type: 'loggedOut' }));

  it('logs out after logging in, however often', () => {
    for (let round = 0; round < 2; round++) {
      dispatchSession({ type: 'loggedIn', token: `t${round}`, firstTimeLogin: false, at: Date.now() });
      expect(session).toMatchObject({ isLoggedIn: true, token: `t${round}` });
      dispatchSession({ type: 'loggedOutElsewhere' });
      expect(session).toMatchObject({ isLoggedIn: false, token: null, lastAccessAt: null });
    }
  });
});

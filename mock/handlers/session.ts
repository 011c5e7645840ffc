import { loginBody, loginHeader } from '../../src/api/generated/wps-zod/session/session.zod';
import { findPlayerByUsername, players } from '../db/players';
import { world } from '../db/world';
import { authenticate, issueToken, revokeToken } from '../lib/auth';
import { decryptRequest } from '../lib/crypto';
import { MOCK_PUBLIC_KEY } from '../lib/keys';
import { badRequest } from '../lib/respond';
import { check, headersFor } from '../lib/validate';
import { http } from './http';

/** The public key as the contract describes it: base64 DER (SPKI) without PEM armour. */
const publicKeyBase64 = MOCK_PUBLIC_KEY.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '');

/** Reads an x-encrypted body: refuses plaintext, answers ENCRYPTION_KEY_INVALID when the key does not fit. */
export async function readEncrypted(request: Request) {
  const result = decryptRequest(await request.text(), request.headers.get('Encryption'));
  if (result.ok) return result;
  if (result.reason === 'plaintext body' || result.reason === 'missing Encryption header')
    return { ok: false as const, response: badRequest('This call must be encrypted', 'ENCRYPTION_REQUIRED') };
  return {
    ok: false as const,
    response: badRequest('The encryption key is not valid, fetch a new one', 'ENCRYPTION_KEY_INVALID'),
  };
}

export const sessionHandlers = [
  http.get('/wps/session/key/rsa', async ({ response }) => {
    await world();
    return response(200).json({ publicKey: publicKeyBase64 });
  }),

  http.post('/wps/session/login', async ({ request, response }) => {
    await world();
    const headers = check(loginHeader, headersFor(loginHeader, request));
    if (!headers.ok) return badRequest(headers.message);
    const decrypted = await readEncrypted(request);
    if (!decrypted.ok) return decrypted.response;
    const body = check(loginBody, decrypted.payload);
    if (!body.ok) return badRequest(body.message);
    const payload = body.value;
    if (payload.type !== 'password') {
      // SMS codes and phone-auth tokens are only valid once the fake backend has issued them.
      return badRequest('The verification code is not valid or missing', 'INVALID_VERIFICATION_CODE');
    }
    const player = findPlayerByUsername(payload.username);
    if (!player || player.password !== payload.password) {
      return badRequest('Incorrect username or password', 'LOGIN_FAILED');
    }
    const firstTimeLogin = !player.hasLoggedIn;
    await players.update((q) => q.where({ id: player.id }), {
      data(p) {
        p.hasLoggedIn = true;
      },
    });
    return response(200).json({ token: await issueToken(player), firstTimeLogin });
  }),

  http.delete('/wps/session/logout', async ({ request, response }) => {
    await world();
    const auth = authenticate(request);
    if ('response' in auth) return auth.response;
    revokeToken(auth.token);
    return response(200).json({ success: true });
  }),
];

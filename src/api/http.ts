import createClient, { type Middleware } from 'openapi-fetch';
import { deviceKind } from '@/lib/platform';
import { preferences } from '@/state/preferences';
import { dispatchSession, session } from '@/state/session';
import { setOffline } from '@/state/ui';
import { apiConfig } from './config';
import { ApiFailure, readEnvelope } from './errors';
import { findOperation } from './operations';
import { reactToFailure } from './reactions';
import { forgetPublicKey, getPublicKey } from './rsa-key';

// The one fetch pipeline. Every generated hook calls a mutator (wps-fetch.ts, lgw-fetch.ts), every mutator
// calls apiRequest, and apiRequest runs the one openapi-fetch client with the middlewares below. Each
// behaviour lives here exactly once.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** What orval passes to a mutator. */
export interface RequestConfig {
  url: string;
  method: HttpMethod | Lowercase<HttpMethod>;
  params?: object;
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface RequestOptions {
  /** No toast for an ordinary error answer (the caller shows the error itself, e.g. on a form field). */
  silent?: boolean;
  timeoutMs?: number;
  /**
   * The money intent this call belongs to (operations whose contract declares Idempotency-Key). Reuse the same
   * key when the player retries the same deposit or withdrawal, so the server never creates it twice.
   */
  idempotencyKey?: string;
}

/** The server's answer when the RSA key it gave us no longer decrypts: fetch a new key and try once more. */
export const ENCRYPTION_KEY_REJECTED = 'ENCRYPTION_KEY_INVALID';
export const CACHE_BUST_PARAM = '_t';
const RSA_KEY_PATH = '/wps/session/key/rsa';

const operationOf = (request: Request) => {
  const url = new URL(request.url);
  const base = apiConfig.baseUrl ? new URL(apiConfig.baseUrl, url.origin).pathname.replace(/\/$/, '') : '';
  const path = base && url.pathname.startsWith(base) ? url.pathname.slice(base.length) : url.pathname;
  return findOperation(request.method, path);
};

const headers: Middleware = {
  onRequest({ request }) {
    const op = operationOf(request);
    request.headers.set('Language', preferences.language);
    if (apiConfig.merchant) request.headers.set('Merchant', apiConfig.merchant);
    if (op?.device) request.headers.set('Device', deviceKind());
    if ((op?.protected || op?.optionalAuth) && session.token)
      request.headers.set('Authorization', `Bearer ${session.token}`);
    return request;
  },
};

const cacheBust: Middleware = {
  onRequest({ request }) {
    if (request.method !== 'GET') return request;
    const url = new URL(request.url);
    url.searchParams.set(CACHE_BUST_PARAM, String(Date.now()));
    return new Request(url, request);
  },
};

const encryption: Middleware = {
  async onRequest({ request }) {
    if (!operationOf(request)?.encrypted) return request;
    const plain = await request.clone().text();
    const [{ encryptPayload }, publicKey] = await Promise.all([
      import('./encryption'),
      publicKeyForRequests(),
    ]);
    const { body, encryptionHeader } = encryptPayload(plain || '{}', publicKey);
    const next = new Request(request, { body });
    next.headers.set('Content-Type', 'text/plain;charset=UTF-8');
    next.headers.set('Encryption', encryptionHeader);
    return next;
  },
};

const sessionTouch: Middleware = {
  onResponse({ response }) {
    setOffline(false);
    if (response.ok && session.isLoggedIn) dispatchSession({ type: 'touched', at: Date.now() });
    return response;
  },
};

const client = createClient({
  // openapi-fetch keeps the fetch it was created with; looking it up per call lets MSW and tests see requests.
  fetch: (request) => globalThis.fetch(request),
  credentials: 'include',
  bodySerializer: (body: unknown) =>
    body instanceof FormData ||
    body instanceof URLSearchParams ||
    typeof body === 'string' ||
    body instanceof Blob
      ? body
      : JSON.stringify(body),
});
client.use(headers, cacheBust, encryption, sessionTouch);

const pending = new Set<AbortController>();

/** Cancels every call in flight (after a 401 nothing else the old session asked for should land). */
export function cancelPendingRequests(except?: AbortController): void {
  for (const controller of pending) if (controller !== except) controller.abort('cancelled');
}

type LooseRequest = (
  method: string,
  url: string,
  init: Record<string, unknown>,
) => Promise<{
  data?: unknown;
  error?: unknown;
  response: Response;
}>;
// The generated hooks are typed against the contract already; here the client is driven by (method, url)
// pairs from the mutators, so its path-level typing is deliberately widened.
const send = client.request as unknown as LooseRequest;

async function sendOnce<T>(config: RequestConfig, options: RequestOptions): Promise<T> {
  // A timer and one controller rather than AbortSignal.any([caller, AbortSignal.timeout(ms)]): the iOS wrapper
  // runs on the phone's own WebKit, and phones below iOS 16 (the ones offered social sign-in) have neither
  // (AbortSignal.timeout came with Safari 16, AbortSignal.any with 17.4), so every call would fail on them.
  const controller = new AbortController();
  const onCallerAbort = () => controller.abort('cancelled');
  if (config.signal?.aborted) onCallerAbort();
  config.signal?.addEventListener('abort', onCallerAbort);
  const timer = setTimeout(() => controller.abort('timeout'), options.timeoutMs ?? apiConfig.timeoutMs);
  pending.add(controller);

  const headerInit = { ...config.headers };
  const op = findOperation(config.method, config.url);
  if (op?.idempotent && options.idempotencyKey) headerInit['Idempotency-Key'] = options.idempotencyKey;
  if (config.data instanceof FormData) delete headerInit['Content-Type'];
  try {
    let result: Awaited<ReturnType<LooseRequest>>;
    try {
      result = await send(config.method.toLowerCase(), config.url, {
        baseUrl: apiConfig.baseUrl,
        params: { query: config.params },
        body: config.data,
        headers: headerInit,
        signal: controller.signal,
      });
    } catch (error) {
      // A failure of a call the request needed first (the RSA key) is that call's failure, not a lost network.
      if (error instanceof ApiFailure) throw error;
      if (controller.signal.aborted) {
        if (controller.signal.reason === 'timeout')
          throw new ApiFailure({ kind: 'timeout', code: 'TIMEOUT' });
        throw new ApiFailure({ kind: 'cancelled' });
      }
      if (error instanceof SyntaxError) throw new ApiFailure({ kind: 'http', code: 'INVALID_RESPONSE' });
      throw new ApiFailure({ kind: 'network', message: error instanceof Error ? error.message : '' });
    }
    const { response } = result;
    if (response.ok) return result.data as T;
    const { code, message } = readEnvelope(result.error);
    if (response.status === 401) {
      cancelPendingRequests(controller);
      throw new ApiFailure({ kind: 'unauthorized', status: 401, code, message });
    }
    if (response.status === 502) throw new ApiFailure({ kind: 'bad-gateway', status: 502, code, message });
    throw Object.assign(new ApiFailure({ kind: 'http', status: response.status, code, message }), {
      statusText: response.statusText,
    });
  } finally {
    clearTimeout(timer);
    config.signal?.removeEventListener('abort', onCallerAbort);
    pending.delete(controller);
  }
}

export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

/** Runs one call through the pipeline. Resolves with the response body; rejects only with an ApiFailure. */
export async function apiRequest<T>(config: RequestConfig, given: RequestOptions = {}): Promise<T> {
  const method = config.method.toUpperCase() as HttpMethod;
  const normalized = { ...config, method };
  const op = findOperation(method, config.url);
  // A call without a key of its own still gets one, fixed before the first try, so a pipeline-level retry
  // (after a new RSA key) cannot create the order twice.
  const options =
    op?.idempotent && !given.idempotencyKey ? { ...given, idempotencyKey: newIdempotencyKey() } : given;
  try {
    try {
      return await sendOnce<T>(normalized, options);
    } catch (error) {
      if (op?.encrypted && error instanceof ApiFailure && error.code === ENCRYPTION_KEY_REJECTED) {
        forgetPublicKey();
        return await sendOnce<T>(normalized, options);
      }
      throw error;
    }
  } catch (error) {
    const failure = error instanceof ApiFailure ? error : new ApiFailure({ kind: 'http' });
    // Once per failure: one that comes up through an outer call (a failed key fetch under an encrypted call)
    // has been shown already.
    if (!reported.has(failure)) {
      reported.add(failure);
      reactToFailure(failure, {
        silent: options.silent,
        statusText: (failure as ApiFailure & { statusText?: string }).statusText,
      });
    }
    throw failure;
  }
}

const reported = new WeakSet<ApiFailure>();

function publicKeyForRequests(): Promise<string> {
  return getPublicKey(async () => {
    const key = await apiRequest<{ publicKey: string }>({ url: RSA_KEY_PATH, method: 'GET' });
    return key.publicKey;
  });
}

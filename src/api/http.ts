import createClient, { type Middleware } from 'openapi-fetch';
import { deviceKind } from '@/lib/platform';
import { preferences, serverLanguage } from '@/state/preferences';
import { dispatchSession, session } from '@/state/session';
import { formatManilaDateTime } from '@/lib/manila-time';
import { savedAt } from '@/lib/offline-cache';
import { setOffline, showingSavedCopy } from '@/state/ui';
import { apiConfig } from './config';
import { readEnvelope } from './envelope';
import { ApiFailure } from './errors';
import { findLoadedOperation, findOperation, type OperationInfo } from './operations';
import { reactToFailure } from './reactions';
import { forgetPublicKey, getPublicKey } from './rsa-key';

// The one fetch pipeline. apiRequest is the mutator of every generated hook (orval.config.ts): it looks the
// call up in the contract's operation table once, and runs the one openapi-fetch client with the middlewares
// below, the contract's ones built for that operation. Each behaviour lives here exactly once.

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
  /**
   * The app asked, not the player: a poll, a refetch when the tab comes back, a refresh at a deadline. Its
   * answer is not activity (product spec section 4), so an open tab nobody uses still reaches the idle limit,
   * and its late answer is not toasted (the app asks again by itself). Every call the app makes on its own says
   * so; any other call is the player's.
   */
  background?: boolean;
  /**
   * The token of a session this device has already ended, sent instead of the current one's: the logout that
   * tells the server about an idle expiry. Such a call is background, and none of its failures reach the
   * player: that session is no longer theirs, and a 401 only means the server let it go first.
   */
  endedSession?: string;
}

/** The server's answer when the RSA key it gave us no longer decrypts: fetch a new key and try once more. */
export const ENCRYPTION_KEY_REJECTED = 'ENCRYPTION_KEY_INVALID';
/** Our own code for an encrypted call refused before sending because the server's RSA key is too short. */
export const RSA_KEY_TOO_WEAK = 'RSA_KEY_TOO_WEAK';
export const CACHE_BUST_PARAM = '_t';
const RSA_KEY_PATH = '/wps/session/key/rsa';

/** What the contract asks of one call: its headers and, for an encrypted operation, the encrypted body. */
const contractOf = (op: OperationInfo | undefined, options: RequestOptions): Middleware => ({
  async onRequest({ request }) {
    request.headers.set('Language', serverLanguage(preferences.language));
    if (apiConfig.merchant) request.headers.set('Merchant', apiConfig.merchant);
    if (op?.device) request.headers.set('Device', deviceKind());
    const token = options.endedSession ?? session.token;
    if ((op?.protected || op?.optionalAuth) && token) request.headers.set('Authorization', `Bearer ${token}`);
    if (!op?.encrypted) return request;
    // The sealing itself loads with the first encrypted call (a form's), beside the server's key.
    const [{ encryptRequest, WeakKeyError }, publicKey] = await Promise.all([
      import('./encryption'),
      publicKeyForRequests(),
    ]);
    try {
      return await encryptRequest(request, publicKey);
    } catch (error) {
      // A weak key is the server's fault, not a lost network: say so rather than show the offline banner. The
      // key is dropped so the next call asks again, in case the server has since been fixed.
      if (error instanceof WeakKeyError) {
        forgetPublicKey();
        throw new ApiFailure({ kind: 'insecure-key', code: RSA_KEY_TOO_WEAK, message: error.message });
      }
      throw error;
    }
  },
});

const cacheBust: Middleware = {
  onRequest({ request }) {
    if (request.method !== 'GET') return request;
    const url = new URL(request.url);
    url.searchParams.set(CACHE_BUST_PARAM, String(Date.now()));
    return new Request(url, request);
  },
};

/** An answer means the network is back, unless the service worker answered from its saved copy. */
const backOnline: Middleware = {
  onResponse({ response }) {
    const saved = savedAt(response);
    if (saved === null) setOffline(false);
    else showingSavedCopy(saved, formatManilaDateTime(saved));
    return response;
  },
};

/** A successful answer to the player's own call is activity (spec section 4); the app's own calls are not. */
function noteActivity(options: RequestOptions): void {
  if (options.background || options.endedSession !== undefined || !session.isLoggedIn) return;
  dispatchSession({ type: 'touched', at: Date.now() });
}

/**
 * Any call of the contract as the pipeline sees it. The mutators receive a filled-in URL known only at run
 * time, and the generated hooks have already typed each call's parameters, body and answer against the
 * contract, so the client is typed for the shape every call shares.
 */
interface ContractCall {
  parameters: { query?: object };
  requestBody?: { content: { 'application/json': unknown } };
  responses: { 200: { content: { 'application/json': unknown } } };
}
type Verb = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';
type ContractPaths = Record<string, Record<Verb, ContractCall>>;

const client = createClient<ContractPaths>({
  // openapi-fetch keeps the fetch it was created with; looking it up per call lets MSW and tests see requests.
  fetch: (request) => globalThis.fetch(request),
  // The session is a bearer token, so no call needs the browser's cookies: an API on another origin gets none.
  credentials: 'same-origin',
  bodySerializer: (body: unknown) =>
    body instanceof FormData ||
    body instanceof URLSearchParams ||
    typeof body === 'string' ||
    body instanceof Blob
      ? body
      : JSON.stringify(body),
});
client.use(cacheBust, backOnline);

const pending = new Set<AbortController>();

/** The app's own address for the files of its deployment: they live beside the app, not at the API. */
function appBaseUrl(): string {
  const configured = apiConfig.appBaseUrl;
  if (/^https?:/i.test(configured)) return configured;
  return `${globalThis.location?.origin ?? ''}${configured}`;
}

/** Cancels every call in flight (after a 401 nothing else the old session asked for should land). */
export function cancelPendingRequests(except?: AbortController): void {
  for (const controller of pending) if (controller !== except) controller.abort('cancelled');
}

async function sendOnce<T>(
  config: RequestConfig & { method: HttpMethod },
  op: OperationInfo | undefined,
  options: RequestOptions,
): Promise<T> {
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
  if (op?.idempotent && options.idempotencyKey) headerInit['Idempotency-Key'] = options.idempotencyKey;
  if (config.data instanceof FormData) delete headerInit['Content-Type'];
  try {
    let result;
    try {
      result = await client.request(LOWER[config.method], config.url, {
        baseUrl: op?.appFile ? appBaseUrl() : apiConfig.baseUrl,
        // A file of the deployment is asked for fresh each time: a cached copy would hide a new version.
        cache: op?.appFile ? 'no-store' : undefined,
        params: { query: config.params },
        body: config.data,
        headers: headerInit,
        signal: controller.signal,
        middleware: [contractOf(op, options)],
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
    // orval's mutator signature is generic in the answer's type: the hook that called names it from the
    // contract, the client knows only that it is JSON.
    if (response.ok) {
      noteActivity(options);
      return result.data as T;
    }
    const { code, message, details } = readEnvelope(result.error);
    if (response.status === 401) {
      // A refused ended session says nothing about the current one, nor about the calls made for it.
      if (options.endedSession === undefined) cancelPendingRequests(controller);
      throw new ApiFailure({ kind: 'unauthorized', status: 401, code, message });
    }
    if (response.status === 502) throw new ApiFailure({ kind: 'bad-gateway', status: 502, code, message });
    throw Object.assign(new ApiFailure({ kind: 'http', status: response.status, code, message, details }), {
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

/** How the generated hooks name a call's failure and its body (orval reads these beside the mutator). */
export type ErrorType<E> = E extends unknown ? ApiFailure : never;
export type BodyType<B> = B;

/** Runs one call through the pipeline. Resolves with the response body; rejects only with an ApiFailure. */
export async function apiRequest<T>(config: RequestConfig, given: RequestOptions = {}): Promise<T> {
  const method = UPPER[config.method];
  const normalized = { ...config, method };
  let options = given;
  try {
    // A first-page call is found at once, without waiting (the rest of the table loads on its first miss).
    const op = findLoadedOperation(method, config.url) ?? (await operationOnDemand(method, config.url));
    // A call without a key of its own still gets one, fixed before the first try, so a pipeline-level retry
    // (after a new RSA key) cannot create the order twice.
    if (op?.idempotent && !given.idempotencyKey) options = { ...given, idempotencyKey: newIdempotencyKey() };
    try {
      return await sendOnce<T>(normalized, op, options);
    } catch (error) {
      if (op?.encrypted && error instanceof ApiFailure && error.code === ENCRYPTION_KEY_REJECTED) {
        forgetPublicKey();
        return await sendOnce<T>(normalized, op, options);
      }
      throw error;
    }
  } catch (error) {
    const failure = error instanceof ApiFailure ? error : new ApiFailure({ kind: 'http' });
    // Once per failure: one that comes up through an outer call (a failed key fetch under an encrypted call)
    // has been shown already.
    if (!reported.has(failure) && options.endedSession === undefined) {
      reported.add(failure);
      reactToFailure(failure, {
        silent: options.silent,
        background: options.background,
        statusText: (failure as ApiFailure & { statusText?: string }).statusText,
      });
    }
    throw failure;
  }
}

/** The rest of the operation table could not be fetched: the call never left, as when the network is down. */
async function operationOnDemand(method: HttpMethod, url: string): Promise<OperationInfo | undefined> {
  try {
    return await findOperation(method, url);
  } catch (error) {
    throw new ApiFailure({ kind: 'network', message: error instanceof Error ? error.message : '' });
  }
}

const reported = new WeakSet<ApiFailure>();

// Tables rather than toUpperCase()/toLowerCase(), whose answers TypeScript knows only as strings.
const UPPER = {
  GET: 'GET',
  POST: 'POST',
  PUT: 'PUT',
  DELETE: 'DELETE',
  PATCH: 'PATCH',
  get: 'GET',
  post: 'POST',
  put: 'PUT',
  delete: 'DELETE',
  patch: 'PATCH',
} as const satisfies Record<RequestConfig['method'], HttpMethod>;
const LOWER = { GET: 'get', POST: 'post', PUT: 'put', DELETE: 'delete', PATCH: 'patch' } as const;

function publicKeyForRequests(): Promise<string> {
  return getPublicKey(async () => {
    // The call that needed the key is activity, or not, on its own account.
    const key = await apiRequest<{ publicKey: string }>(
      { url: RSA_KEY_PATH, method: 'GET' },
      { background: true },
    );
    return key.publicKey;
  });
}

// Every failed call ends as one ApiFailure (success: false). Callers and react-query see only this type.

export type ApiFailureKind =
  /** The server answered with an error status (400, 403, 500 …). */
  | 'http'
  /** 401: the session is over. */
  | 'unauthorized'
  /** 502 from a gateway: logged, never shown. */
  | 'bad-gateway'
  /** No answer at all: offline or unreachable. */
  | 'network'
  /** No answer within the request timeout. */
  | 'timeout'
  /** Cancelled by the caller or by a 401 elsewhere. */
  | 'cancelled'
  /** Never sent: the server's RSA key is too short to protect the payload (code RSA_KEY_TOO_WEAK). */
  | 'insecure-key';

/**
 * The server's code for throttling (spec section 8): never toasted, and never put in the server's words on a
 * form; a send-code button that meets it waits (spec section 9).
 */
export const THROTTLE_CODE = 'TOO_MANY_REQUEST';

export class ApiFailure extends Error {
  readonly success = false as const;
  readonly kind: ApiFailureKind;
  readonly status: number;
  readonly code: string;

  constructor(init: { kind: ApiFailureKind; status?: number; code?: string; message?: string }) {
    super(init.message ?? '');
    this.name = 'ApiFailure';
    this.kind = init.kind;
    this.status = init.status ?? 0;
    this.code = init.code ?? '';
  }
}

export const isApiFailure = (value: unknown): value is ApiFailure => value instanceof ApiFailure;

/** The error envelope of the contract: { success: false, code, message }. Anything else yields empty strings. */
export function readEnvelope(body: unknown): { code: string; message: string } {
  if (body && typeof body === 'object') {
    const { code, message } = body as Record<string, unknown>;
    return {
      code: typeof code === 'string' || typeof code === 'number' ? String(code) : '',
      message: typeof message === 'string' ? message : '',
    };
  }
  return { code: '', message: '' };
}

export type ApiResult<T> = { success: true; data: T } | ApiFailure;

/** For imperative calls: never rejects, resolves with the data or the typed failure. */
export async function settle<T>(promise: Promise<T>): Promise<ApiResult<T>> {
  try {
    return { success: true, data: await promise };
  } catch (error) {
    if (isApiFailure(error)) return error;
    return new ApiFailure({ kind: 'http', message: '' });
  }
}

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

/**
 * Facts of a refusal a screen states in its own words (the envelope's optional `details`): the amount a limit
 * still allows and its period, or when a time-out or self-exclusion ends.
 */
export interface FailureDetails {
  remaining?: number;
  period?: string;
  endTime?: number;
}

export class ApiFailure extends Error {
  readonly success = false as const;
  readonly kind: ApiFailureKind;
  readonly status: number;
  readonly code: string;
  readonly details: FailureDetails;

  constructor(init: {
    kind: ApiFailureKind;
    status?: number;
    code?: string;
    message?: string;
    details?: FailureDetails;
  }) {
    super(init.message ?? '');
    this.name = 'ApiFailure';
    this.kind = init.kind;
    this.status = init.status ?? 0;
    this.code = init.code ?? '';
    this.details = init.details ?? {};
  }
}

export const isApiFailure = (value: unknown): value is ApiFailure => value instanceof ApiFailure;

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

import { HttpResponse } from 'msw';
import type { ErrorDetails } from '../../src/api/generated/wps/wps.schemas';

// Every error the fake backend gives follows the contract's one envelope: { success: false, code, message }.

export interface ErrorEnvelope {
  success: false;
  code: string;
  message: string;
  details?: ErrorDetails;
}

export function fail(
  status: number,
  code: string,
  message: string,
  details?: ErrorDetails,
): HttpResponse<ErrorEnvelope> {
  return HttpResponse.json(
    { success: false as const, code, message, ...(details && { details }) },
    { status },
  );
}

export const badRequest = (message: string, code = 'BAD_REQUEST') => fail(400, code, message);
export const unauthorized = (message = 'Your session has ended. Please log in again.') =>
  fail(401, 'UNAUTHORIZED', message);
export const forbidden = (message: string, code = 'FORBIDDEN') => fail(403, code, message);
export const tooManyRequests = (message = 'Too many requests, please try again after 5 minutes') =>
  fail(429, 'TOO_MANY_REQUEST', message);

/** A domain refusal (code + message) carried out of the books to the handler that answers it. */
export class Refusal extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status = 400,
    /** Facts the client states in its own words (the amount left, the end of a time-out). */
    readonly details?: ErrorDetails,
  ) {
    super(message);
  }
}

export function refuse(code: string, message: string, status = 400, details?: ErrorDetails): never {
  throw new Refusal(code, message, status, details);
}

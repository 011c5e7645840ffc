import { HttpResponse } from 'msw';

// Every error the fake backend gives follows the contract's one envelope: { success: false, code, message }.

export interface ErrorEnvelope {
  success: false;
  code: string;
  message: string;
}

export function fail(status: number, code: string, message: string): HttpResponse<ErrorEnvelope> {
  return HttpResponse.json({ success: false as const, code, message }, { status });
}

export const badRequest = (message: string, code = 'BAD_REQUEST') => fail(400, code, message);
export const unauthorized = (message = 'Your session has ended. Please log in again.') =>
  fail(401, 'UNAUTHORIZED', message);

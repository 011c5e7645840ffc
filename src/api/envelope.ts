import type { FailureDetails } from './errors';

// Read only by the pipeline (src/api/http.ts), so it loads with it, after the first page is drawn.

/** Only the details of the expected types; anything else is left out. */
function readDetails(value: unknown): FailureDetails {
  if (!value || typeof value !== 'object') return {};
  const { remaining, period, endTime } = value as Record<string, unknown>;
  return {
    ...(typeof remaining === 'number' && Number.isFinite(remaining) && { remaining }),
    ...(typeof period === 'string' && { period }),
    ...(typeof endTime === 'number' && Number.isFinite(endTime) && { endTime }),
  };
}

/**
 * The error envelope of the contract: { success: false, code, message, details? }. Anything else yields empty
 * strings.
 */
export function readEnvelope(body: unknown): { code: string; message: string; details: FailureDetails } {
  if (body && typeof body === 'object') {
    const { code, message, details } = body as Record<string, unknown>;
    return {
      code: typeof code === 'string' || typeof code === 'number' ? String(code) : '',
      message: typeof message === 'string' ? message : '',
      details: readDetails(details),
    };
  }
  return { code: '', message: '', details: {} };
}

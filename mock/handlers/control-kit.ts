import { HttpResponse } from 'msw';
import { ZodError } from 'zod';
import { world } from '../db/world';
import { Refusal } from '../lib/respond';

// The control endpoints (/__mock/…) are the fake backend's own API, for the dev panel, Playwright and curl.
// They answer JSON, and the same error envelope as the contract on a bad request. Never stored: they carry
// SMS codes and session tokens, and a cached answer would show an old world.

export async function control(run: () => Promise<unknown> | unknown): Promise<Response> {
  const answer = await answerOf(run);
  answer.headers.set('Cache-Control', 'no-store');
  return answer;
}

async function answerOf(run: () => Promise<unknown> | unknown): Promise<Response> {
  try {
    await world();
    const result = await run();
    return result instanceof Response ? result : HttpResponse.json(result ?? { success: true });
  } catch (error) {
    if (error instanceof Refusal)
      return HttpResponse.json(
        {
          success: false,
          code: error.code,
          message: error.message,
          ...(error.details && { details: error.details }),
        },
        { status: error.status },
      );
    if (error instanceof ZodError)
      return HttpResponse.json(
        {
          success: false,
          code: 'BAD_REQUEST',
          message: error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; '),
        },
        { status: 400 },
      );
    console.error('[mock] control endpoint failed', error);
    return HttpResponse.json({ success: false, code: 'MOCK_ERROR', message: String(error) }, { status: 500 });
  }
}

/** A JSON body, or {} when there is none (curl -X POST without -d). */
export async function controlBody(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text().catch(() => '');
  if (!text.trim()) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // fall through to the refusal
  }
  throw new Refusal('BAD_REQUEST', 'The body must be a JSON object');
}

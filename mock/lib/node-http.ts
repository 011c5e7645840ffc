import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { getResponse, type RequestHandler } from 'msw';

// The fake backend's handlers behind Node's HTTP server: mock/server.ts (its own process) and the tests that
// need the fake backend on a real socket inside their own process (a validator in front of it, say).

/** A Fetch API request for what arrived on the socket; `origin` fills in a missing Host. */
export function toRequest(req: IncomingMessage, origin: string): Request {
  const url = new URL(req.url ?? '/', req.headers.host ? `http://${req.headers.host}` : origin);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else if (value !== undefined) headers.set(key, value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
    // @ts-expect-error Node's fetch needs duplex for a streamed request body; the DOM types do not know it.
    duplex: hasBody ? 'half' : undefined,
  });
}

// Every answer, static or API: no browser guesses a type from the bytes (a JSON answer carrying markup is never
// run as a page), and a link followed out of the app gives away at most our origin (ASVS 3.4.4, 3.4.5).
export const HARDENING_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
} as const;

export async function send(
  res: ServerResponse,
  response: Response,
  extra: Record<string, string> = {},
): Promise<void> {
  const headers: Record<string, string> = { ...HARDENING_HEADERS, ...extra };
  response.headers.forEach((value, key) => (headers[key] = value));
  res.writeHead(response.status, response.statusText, headers);
  res.end(Buffer.from(await response.arrayBuffer()));
}

/** The fake backend's 404 for a path no handler serves, in the contract's error envelope. */
export const notFound = (req: IncomingMessage) =>
  Response.json(
    { success: false, code: 'NOT_FOUND', message: `No fake-backend handler for ${req.method} ${req.url}` },
    { status: 404 },
  );

/**
 * Answers one request with the handlers: true when they did (an answer sent, or the socket dropped for the
 * network-failure scenario), false when none matched.
 */
export async function answerWith(
  handlers: readonly RequestHandler[],
  req: IncomingMessage,
  res: ServerResponse,
  options: { origin: string; headers?: Record<string, string> },
): Promise<boolean> {
  const response = await getResponse([...handlers], toRequest(req, options.origin));
  // The network-failure scenario: no answer at all, as when the connection drops.
  if (response?.type === 'error') {
    req.socket.destroy();
    return true;
  }
  if (!response) return false;
  await send(res, response, options.headers);
  return true;
}

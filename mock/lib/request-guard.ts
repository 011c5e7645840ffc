import { networkInterfaces } from 'node:os';
import { isLoopback } from '../server-options';

// What mock:server refuses before any handler runs. The fake backend holds live session tokens and SMS codes
// and lets its caller reset the world, so two doors a browser opens to any page must stay shut:
// - DNS rebinding: a page of another site whose name is made to resolve to this machine reaches the server
//   as that site's own origin, so the browser lets it read every answer. Only the Host header tells: the
//   server answers only for a name of this machine (127.0.0.1, localhost, [::1], on any port: a proxy in
//   front keeps its own) or for the --host it was started with, on its own port.
// - Cross-site writes: a form or a text/plain fetch of any page reaches /__mock/… without a preflight. A
//   control write must carry JSON (which no page of another origin can send without asking CORS first) and
//   no Origin but the server's own or one named with --allow-origin.

export interface Refusal {
  status: 421 | 403 | 415;
  text: string;
}

export interface GuardOptions {
  /** The --host the server was started with. */
  host: string;
  /** The port it listens on. */
  port: number;
  allowedOrigins: ReadonlySet<string>;
  /** This machine's own addresses, for a server listening on all of them (0.0.0.0, ::). */
  ownAddresses?: () => string[];
}

const WILDCARDS = new Set(['0.0.0.0', '::', '[::]']);

const bracketed = (host: string) => (host.includes(':') && !host.startsWith('[') ? `[${host}]` : host);

function machineAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flatMap((entries) => entries ?? [])
    .map((entry) => entry.address);
}

/** Whether a Host header names this server. */
export function isOwnHost(header: string | undefined, options: GuardOptions): boolean {
  if (!header) return false;
  let url: URL;
  try {
    url = new URL(`http://${header}`);
  } catch {
    return false;
  }
  // Only a name and a port: nothing a URL parser would read differently ("evil.example@127.0.0.1").
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) return false;
  if (isLoopback(url.hostname)) return true;
  if (url.port !== String(options.port) && !(url.port === '' && options.port === 80)) return false;
  const named = WILDCARDS.has(options.host) ? (options.ownAddresses ?? machineAddresses)() : [options.host];
  return named.map((address) => bracketed(address).toLowerCase()).includes(url.hostname);
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The fake payment gateway's page posts its own form (as a real gateway's would), not a control call. */
const GATEWAY_PAY = /^\/__mock\/gateway\/[^/]+\/pay$/;

/** Why this request must not be served, or null. */
export function refusal(
  request: { method?: string; url?: string; headers: Record<string, string | string[] | undefined> },
  options: GuardOptions,
): Refusal | null {
  const host = request.headers.host;
  if (!isOwnHost(typeof host === 'string' ? host : undefined, options))
    return {
      status: 421,
      text:
        `This fake backend answers only for this machine (127.0.0.1, localhost, [::1]) or the --host it was ` +
        `started with (${bracketed(options.host)}:${options.port}), not for ${String(host ?? 'a request without Host')}.`,
    };
  const path = new URL(request.url ?? '/', 'http://x').pathname;
  if (!path.startsWith('/__mock/') || !WRITES.has(request.method ?? 'GET')) return null;
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== `http://${host}` && !options.allowedOrigins.has(origin))
    return {
      status: 403,
      text:
        `The fake backend's control endpoints take no writes from a page of another origin (${origin}). ` +
        'Start mock:server with --allow-origin for an app origin of yours.',
    };
  if (GATEWAY_PAY.test(path)) return null;
  const contentType = String(request.headers['content-type'] ?? '');
  const hasBody =
    request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;
  if (hasBody || contentType) {
    if (!/^application\/json\s*(;|$)/i.test(contentType))
      return {
        status: 415,
        text: "The fake backend's control endpoints take JSON only: send Content-Type: application/json.",
      };
  }
  return null;
}

import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

// The command line of `npm run mock:server`. The fake backend holds every player's money, sessions and SMS
// codes and lets anyone who reaches it move the clock or reset the world, so what it exposes is opt-in:
//   --host <address>      listen there instead of 127.0.0.1 (any other address prints a warning)
//   --allow-origin <url>  answer CORS for this app origin (repeatable); without it only same-origin pages
//                         (the app it serves with --static) can read its answers
//   --reveal-secrets      the control endpoints show players' passwords and payment passwords
//   --static <dir>        also serve a built app
//   --next-static <dir>   a second build, served instead from POST /__mock/deploy until POST /__mock/reset
//   --port <n>            default $MOCK_PORT, $PORT or 8787

export interface ServerOptions {
  port: number;
  host: string;
  staticDir: string | undefined;
  nextStaticDir: string | undefined;
  allowedOrigins: ReadonlySet<string>;
  revealSecrets: boolean;
}

export const DEFAULT_HOST = '127.0.0.1';

export function parseServerOptions(argv: string[], env: NodeJS.ProcessEnv = {}): ServerOptions {
  const { values } = parseArgs({
    args: argv,
    // An unknown flag is an error: a misspelt --alow-origin must not start a server that silently ignores it.
    strict: true,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      static: { type: 'string' },
      'next-static': { type: 'string' },
      'allow-origin': { type: 'string', multiple: true },
      'reveal-secrets': { type: 'boolean', default: false },
    },
  });
  const port = Number(values.port ?? env.MOCK_PORT ?? env.PORT ?? 8787);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`--port ${values.port}: not a port`);
  return {
    port,
    host: values.host ?? DEFAULT_HOST,
    staticDir: values.static ? resolve(values.static) : undefined,
    nextStaticDir: values['next-static'] ? resolve(values['next-static']) : undefined,
    allowedOrigins: new Set((values['allow-origin'] ?? []).flatMap((list) => list.split(',')).map(toOrigin)),
    revealSecrets: values['reveal-secrets'],
  };
}

/** The origin a browser sends in its Origin header, from what an operator typed. */
function toOrigin(value: string): string {
  const text = value.trim();
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`--allow-origin ${text}: not an origin (write it as https://app.example.ph)`);
  }
  if (url.origin !== 'null') return url.origin;
  // A wrapper app's own scheme (capacitor://localhost) is an origin to the browser that sends it, though not to
  // the URL standard. What has no host at all (file:, data:, the "null" of sandboxed documents) is never one.
  if (url.host) return `${url.protocol}//${url.host}`;
  throw new Error(`--allow-origin ${text}: an opaque origin cannot be allowed`);
}

/** Addresses only this machine can reach. */
export function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '');
  if (bare === 'localhost' || bare === '::1') return true;
  return isIP(bare) === 4 && bare.startsWith('127.');
}

/** What to print before listening where other machines can reach the fake backend, or null. */
export function exposureWarning(options: ServerOptions): string | null {
  if (isLoopback(options.host)) return null;
  return [
    `[mock:server] WARNING: listening on ${options.host}, not only on this machine.`,
    'Anyone who can reach this address can log in as the seeded players, read SMS codes and session tokens,',
    'move the clock and reset the world through /__mock/…. This is a fake backend for development and tests:',
    'never put it where players or the internet can reach it.',
    ...(options.revealSecrets ? ['--reveal-secrets is on: /__mock/players shows passwords and PINs.'] : []),
  ].join('\n');
}

import { createReadStream, existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { contentSecurityPolicy, CSP_HEADER_FILE } from '../src/lib/csp';
import { handlers } from './handlers';
import { decryptKeysWith } from './lib/crypto';
import { answerWith, HARDENING_HEADERS, notFound, send } from './lib/node-http';
import { refusal } from './lib/request-guard';
import { nodeRsaKeyDecrypter } from './lib/rsa-node';
import { revealSecrets } from './lib/secrets';
import { staticBuild } from './lib/static-build';
import { siteScriptHandlers } from './lottery-site/node-scripts';
import { exposureWarning, parseServerOptions } from './server-options';

// The fake backend over real HTTP (`npm run mock:server`): the same handlers as the browser worker and the
// unit tests, for a production build, a native wrapper app, the end-to-end tests and contract:check.
//   npm run mock:server -- [--port 8787] [--static dist] [--allow-origin https://app.example] [--host …]
//                          [--reveal-secrets]
// It listens on 127.0.0.1 only unless --host says otherwise (see mock/server-options.ts for every flag).
// With --static it also serves a built app (index.html for every unknown path, so client routes reload).
// Scenarios, the clock and the seed are switched with the control endpoints (/__mock/…, see mock/README.md).

const options = parseServerOptions(process.argv.slice(2), process.env);
const { port, host, staticDir, allowedOrigins } = options;
revealSecrets(options.revealSecrets);
decryptKeysWith(nodeRsaKeyDecrypter);
const origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

// Only the app origins the operator named may read answers from another origin (with the player's cookies);
// any other page's request still reaches the handlers, as it would any server, but the browser keeps the answer
// from that page. The app served with --static is same-origin and needs no CORS at all.
function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  if (!origin) return {};
  if (!allowedOrigins.has(origin)) return { Vary: 'Origin' };
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, PATCH, OPTIONS',
    'Access-Control-Allow-Headers':
      req.headers['access-control-request-headers'] ??
      'Content-Type, Authorization, Language, Merchant, Device, Encryption',
    Vary: 'Origin',
  };
}

// Text files go out gzipped when the browser accepts it, as any production host sends them; compressed once
// per file and kept (a build's files never change while it is served).
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.webmanifest']);
const gzipped = new Map<string, Buffer>();
function gzippedFile(file: string): Buffer {
  let body = gzipped.get(file);
  if (!body) {
    body = gzipSync(readFileSync(file), { level: 9 });
    gzipped.set(file, body);
  }
  return body;
}

// The static root as the file system names it, so a file's real path can be compared with it.
const firstStaticRoot = staticDir ? realpathSync(staticDir) : undefined;
let staticRoot = firstStaticRoot;
// A built app's own v.json answers /v.json, as its real host would (mock/handlers/app.ts).
staticBuild.hasVersionFile = staticRoot !== undefined && existsSync(join(staticRoot, 'v.json'));

/**
 * The policy the build was made with (its dist/csp-header.txt, scripts/build/csp-meta.ts), so a build with an
 * API or game origin or a deployment's vendors is served under the policy its <meta> has. A folder without
 * one is not a build of this app (a test's few files): the default policy, and a word on the console.
 */
function builtPolicy(root: string | undefined): string {
  const file = root === undefined ? undefined : join(root, CSP_HEADER_FILE);
  if (file !== undefined && existsSync(file)) return readFileSync(file, 'utf8').trim();
  if (root !== undefined)
    console.warn(`mock:server: no ${CSP_HEADER_FILE} in ${root}, serving the default policy`);
  return contentSecurityPolicy();
}
let staticPolicy = builtPolicy(staticRoot);

/**
 * POST /__mock/deploy: the build given with --next-static is served from now on (until POST /__mock/reset), as
 * a deployment replaces the files behind a running app (its index.html, v.json, sw.js and assets), so tests can
 * watch open tabs move to it. Only that directory, named at start: the control cannot point the server anywhere
 * else.
 */
function deployNextBuild(): boolean {
  if (!options.nextStaticDir || !existsSync(options.nextStaticDir)) return false;
  serveBuild(realpathSync(options.nextStaticDir));
  return true;
}

function serveBuild(root: string | undefined): void {
  if (root === staticRoot) return;
  staticRoot = root;
  staticBuild.hasVersionFile = root !== undefined && existsSync(join(root, 'v.json'));
  staticPolicy = builtPolicy(root);
}

/**
 * The file a request path names inside the static root: 'app' for a client route (index.html answers), null
 * for anything that must not be served. Decoding happens once, and then the path is judged as a whole: a `..`
 * segment (however it was encoded), a NUL, a backslash or a dotfile (.env, .vite/, .git) is refused, and the
 * real path (symbolic links followed) must still lie inside the root.
 */
function staticFile(root: string, pathname: string): string | 'app' | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (/[\0\\]/.test(decoded)) return null;
  const segments = decoded.split('/').filter(Boolean);
  if (segments.some((segment) => segment.startsWith('.'))) return null;
  let real: string;
  try {
    real = realpathSync(join(root, ...segments));
  } catch {
    // Nothing there: a client route, unless it looks like a file (a missing asset must not get the app).
    return extname(decoded) ? null : 'app';
  }
  if (real !== root && !real.startsWith(root.endsWith(sep) ? root : root + sep)) return null;
  return statSync(real).isFile() ? real : 'app';
}

function serveStatic(req: IncomingMessage, res: ServerResponse): boolean {
  if (!staticRoot || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
  const pathname = new URL(req.url ?? '/', 'http://x').pathname;
  const found = staticFile(staticRoot, pathname);
  if (found === null) return false;
  const file = found === 'app' ? join(staticRoot, 'index.html') : found;
  const immutable = pathname.startsWith('/assets/');
  const gzip =
    COMPRESSIBLE.has(extname(file)) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  res.writeHead(200, {
    ...(gzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
    'Content-Type': MIME[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    // The built app is served exactly as production serves it: under the policy it was built with.
    'Content-Security-Policy': staticPolicy,
    ...HARDENING_HEADERS,
  });
  if (req.method === 'HEAD') res.end();
  else if (gzip) res.end(gzippedFile(file));
  else createReadStream(file).pipe(res);
  return true;
}

const server = createServer(async (req, res) => {
  try {
    // A foreign Host (DNS rebinding) or a cross-site control write is refused before anything else runs.
    const refused = refusal(req, {
      host,
      port: (server.address() as AddressInfo).port,
      allowedOrigins,
    });
    if (refused) {
      res.writeHead(refused.status, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
        ...HARDENING_HEADERS,
      });
      res.end(refused.text);
      return;
    }
    const controlPath = req.method === 'POST' ? new URL(req.url ?? '/', 'http://x').pathname : null;
    if (controlPath === '/__mock/deploy') {
      const deployed = deployNextBuild();
      res.writeHead(deployed ? 200 : 404, { 'Content-Type': 'application/json', ...HARDENING_HEADERS });
      res.end(JSON.stringify(deployed ? { deployed: staticRoot } : { deployed: null }));
      return;
    }
    // A reset puts the whole world back, the deployment too: the next test starts on the first build, as the
    // one before it did (the handlers reset the rest below).
    if (controlPath === '/__mock/reset') serveBuild(firstStaticRoot);
    const cors = corsHeaders(req);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors);
      res.end();
      return;
    }
    // The fake lottery site's browser code is compiled here; in `npm start` the dev server compiles it.
    if (await answerWith([...handlers, ...siteScriptHandlers], req, res, { origin, headers: cors })) return;
    if (serveStatic(req, res)) return;
    await send(res, notFound(req), cors);
  } catch (error) {
    console.error('[mock:server]', error);
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ success: false, code: 'MOCK_ERROR', message: 'The fake backend failed' }));
  }
});

// A client keeps one connection for its calls and may be quiet for seconds between them (a browser test's page
// boot or axe scan on a busy machine). With Node's default of 5 s, a call sent just as the server closed the
// idle connection failed with "socket hang up". Idle connections stay open for 10 minutes (longer than any test
// or dev-panel poll gap), and headers may take as long, so the server never closes one a client still uses.
server.keepAliveTimeout = 600_000;
server.headersTimeout = 601_000;

const warning = exposureWarning(options);
if (warning) console.warn(warning);

server.listen(port, host, () => {
  const origins = allowedOrigins.size ? `; CORS for ${[...allowedOrigins].join(', ')}` : '';
  console.info(
    `[mock:server] fake backend on ${origin}` + `${staticDir ? ` (serving ${staticDir})` : ''}${origins}`,
  );
});

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    server.close(() => process.exit(0));
    // Connections kept open for a client (see keepAliveTimeout) must not hold the exit back.
    server.closeAllConnections();
  });

import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { getResponse } from 'msw';
import { contentSecurityPolicy } from '../src/lib/csp';
import { handlers } from './handlers';
import { siteScriptHandlers } from './lottery-site/node-scripts';

// The fake backend over real HTTP (`npm run mock:server`): the same handlers as the browser worker and the
// unit tests, for a production build, a native wrapper app, the end-to-end tests and contract:check.
//   npm run mock:server -- [--port 8787] [--host 127.0.0.1] [--static dist]
// With --static it also serves a built app (index.html for every unknown path, so client routes reload).
// Scenarios, the clock and the seed are switched with the control endpoints (/__mock/…, see mock/README.md).

function arg(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const port = Number(arg('port') ?? process.env.MOCK_PORT ?? process.env.PORT ?? 8787);
const host = arg('host') ?? process.env.MOCK_HOST ?? '127.0.0.1';
const staticDir = arg('static') ? resolve(arg('static')!) : undefined;

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

function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  if (!origin) return {};
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

function toRequest(req: IncomingMessage): Request {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? `${host}:${port}`}`);
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

async function send(res: ServerResponse, response: Response, extra: Record<string, string>): Promise<void> {
  const headers: Record<string, string> = { ...extra };
  response.headers.forEach((value, key) => (headers[key] = value));
  res.writeHead(response.status, response.statusText, headers);
  res.end(Buffer.from(await response.arrayBuffer()));
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

function serveStatic(req: IncomingMessage, res: ServerResponse): boolean {
  if (!staticDir || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
  const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  let file = normalize(join(staticDir, pathname));
  if (!file.startsWith(staticDir)) return false;
  if (!existsSync(file) || statSync(file).isDirectory()) {
    if (extname(pathname)) return false;
    file = join(staticDir, 'index.html');
  }
  const immutable = pathname.startsWith('/assets/');
  const gzip =
    COMPRESSIBLE.has(extname(file)) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  res.writeHead(200, {
    ...(gzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
    'Content-Type': MIME[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    // The built app is served exactly as production serves it: under the production policy.
    'Content-Security-Policy': contentSecurityPolicy(),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  });
  if (req.method === 'HEAD') res.end();
  else if (gzip) res.end(gzippedFile(file));
  else createReadStream(file).pipe(res);
  return true;
}

const server = createServer(async (req, res) => {
  try {
    const cors = corsHeaders(req);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors);
      res.end();
      return;
    }
    const request = toRequest(req);
    // The fake lottery site's browser code is compiled here; in `npm start` the dev server compiles it.
    const response = await getResponse([...handlers, ...siteScriptHandlers], request);
    // The network-failure scenario: no answer at all, as when the connection drops.
    if (response?.type === 'error') return void req.socket.destroy();
    if (response) return await send(res, response, cors);
    if (serveStatic(req, res)) return;
    await send(
      res,
      Response.json(
        {
          success: false,
          code: 'NOT_FOUND',
          message: `No fake-backend handler for ${req.method} ${req.url}`,
        },
        { status: 404 },
      ),
      cors,
    );
  } catch (error) {
    console.error('[mock:server]', error);
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ success: false, code: 'MOCK_ERROR', message: 'The fake backend failed' }));
  }
});

server.listen(port, host, () => {
  console.info(
    `[mock:server] fake backend on http://${host}:${port}${staticDir ? ` (serving ${staticDir})` : ''}`,
  );
});

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => server.close(() => process.exit(0)));

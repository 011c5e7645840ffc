// `npm run serve:nginx -- --port N [--backend URL] [--host H] [--dist DIR] [--config-only DIR] [--install]`:
// the production build served the way production serves it, by Debian's nginx on deploy/nginx/ (docs/operations.md). Without
// --backend it starts the fake backend itself (from its bundle, on a free port) and proxies to it, its control
// and fake CDN included. --config-only writes the rendered configuration into DIR and exits: what a deployment
// copies. The browser tests run a part of the suite through it (tests/e2e/nginx.spec.ts).
import { execSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { mockServerBundle } from './mock-server-bundle.mjs';
import { choosePort } from './ports.mjs';
import { untilSaid } from './served-app.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const TEMPLATES = join(root, 'deploy', 'nginx');
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
/** The build's header policy (src/lib/csp.ts CSP_HEADER_FILE): what every response's CSP header says. */
const CSP_FILE = 'csp-header.txt';

/** What only the fake backend answers: its control, its CDN and its stand-ins for outside services. */
const FAKE_BACKEND_LOCATION = `
    # Only with the fake backend: its control (/__mock, the dev panel), its CDN and its stand-ins for outside
    # services. A deployment's configuration (--backend) has none of these.
    location ~ ^/(__mock|mock-cdn|identitytoolkit\\.googleapis\\.com|emulator)/ {
        proxy_pass __BACKEND__;
        proxy_http_version 1.1;
        proxy_set_header Host $http_host;
    }
`;

/**
 * The site configuration and its headers include, rendered. `backend` is an origin (scheme, host, port: nginx
 * passes the request's own path on); `fake` adds the fake backend's own paths; `headersPath` is where the
 * headers include will be (nginx needs it absolute).
 */
export function renderNginxConfig({ listen, dist, backend, fake, headersPath }) {
  const backendUrl = new URL(backend);
  if (!/^https?:$/.test(backendUrl.protocol) || backendUrl.pathname !== '/' || backendUrl.search)
    throw new Error(`--backend ${backend}: give an origin such as https://api.example.ph`);
  const origin = backendUrl.origin;
  const policyFile = join(dist, CSP_FILE);
  if (!existsSync(policyFile))
    throw new Error(`${policyFile} is missing: serve a production build of this app (npm run build)`);
  const policy = readFileSync(policyFile, 'utf8').trim();
  // The policy goes between double quotes in nginx's syntax: nothing in it may end them.
  if (/["\\\r\n]/.test(policy)) throw new Error(`${policyFile}: not a one-line policy`);
  const headers = readFileSync(join(TEMPLATES, 'headers.conf.template'), 'utf8').replace('__CSP__', policy);
  const site = readFileSync(join(TEMPLATES, 'site.conf.template'), 'utf8')
    .replace('__FAKE_BACKEND__', fake ? FAKE_BACKEND_LOCATION : '')
    .replaceAll('__LISTEN__', listen)
    .replaceAll('__ROOT__', resolve(dist))
    .replaceAll('__HEADERS__', headersPath)
    .replaceAll('__BACKEND__', origin);
  // An https backend is asked for by its name (SNI), as a browser would.
  const tls = backendUrl.protocol === 'https:' ? '        proxy_ssl_server_name on;\n' : '';
  return {
    site: tls ? site.replaceAll('proxy_http_version 1.1;\n', `proxy_http_version 1.1;\n${tls}`) : site,
    headers,
  };
}

/** nginx's own configuration around the site: a foreground process of this user, everything in `prefix`. */
function mainConfig(prefix, sitePath) {
  return `# Written by scripts/serve-nginx.mjs for one run; the site itself is ${sitePath}.
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log stderr warn;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    types { application/manifest+json webmanifest; application/javascript mjs; }
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    client_body_temp_path ${prefix}/body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;
    include ${sitePath};
}
`;
}

/** Installs Debian's nginx with apt when it is missing (as root or through sudo), like Chromium for the tests. */
export function ensureNginx() {
  if (existsSync(NGINX)) return;
  const sudo = typeof process.getuid === 'function' && process.getuid() === 0 ? '' : 'sudo ';
  console.log("serve:nginx: installing Debian's nginx with apt-get …");
  execSync(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx`,
    { stdio: 'inherit', shell: '/bin/sh' },
  );
  if (!existsSync(NGINX))
    throw new Error(`serve:nginx: no nginx at ${NGINX}; install it (apt-get install nginx)`);
}

/** Waits until something answers HTTP on `origin` (nginx says nothing when it is ready). */
async function answers(origin, child) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}); its words are above`);
    try {
      await fetch(`${origin}/v.json`);
      return;
    } catch {
      // Not listening yet: nginx binds its port a moment after it starts.
      await new Promise((done) => setTimeout(done, 50));
    }
  }
  throw new Error(`nginx on ${origin} did not answer in 30 s`);
}

/**
 * Starts nginx on the build, with a fake backend of its own unless `backend` is given. Resolves with the
 * origin and a stop(). `port` 0 picks a free one (never a port something listens on).
 */
export async function serveWithNginx({ port = 0, host = '127.0.0.1', backend, dist = 'dist' } = {}) {
  ensureNginx();
  const chosen = await choosePort({ first: port, variable: 'NGINX_PORT' });
  const children = [];
  const prefix = mkdtempSync(join(tmpdir(), 'lotto-nginx-'));
  // Started as root, nginx runs its worker as nobody, which must reach the folder its temporary files go in.
  chmodSync(prefix, 0o755);
  // The folder goes once both have exited: nginx removes its pid file there as it stops.
  const stop = async () => {
    const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
    await Promise.all(
      running.map(
        (child) =>
          new Promise((done) => {
            child.once('exit', done);
            child.kill('SIGTERM');
          }),
      ),
    );
    rmSync(prefix, { recursive: true, force: true });
  };
  try {
    let upstream = backend;
    if (!upstream) {
      const fakePort = await choosePort();
      const fake = spawn(process.execPath, [await mockServerBundle(), '--port', String(fakePort)], {
        cwd: root,
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      children.push(fake);
      upstream = `http://127.0.0.1:${fakePort}`;
      await untilSaid(fake, `fake backend on ${upstream}`, 'the fake backend');
    }
    const sitePath = join(prefix, 'site.conf');
    const headersPath = join(prefix, 'headers.conf');
    const listen = `${host.includes(':') ? `[${host}]` : host}:${chosen}`;
    const { site, headers } = renderNginxConfig({
      listen,
      dist,
      backend: upstream,
      fake: !backend,
      headersPath,
    });
    writeFileSync(sitePath, site);
    writeFileSync(headersPath, headers);
    writeFileSync(join(prefix, 'nginx.conf'), mainConfig(prefix, sitePath));
    const nginx = spawn(NGINX, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(nginx);
    const origin = `http://${listen}`;
    await answers(origin, nginx);
    return { origin, backend: upstream, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '0' },
      host: { type: 'string', default: '127.0.0.1' },
      backend: { type: 'string' },
      dist: { type: 'string', default: 'dist' },
      'config-only': { type: 'string' },
      install: { type: 'boolean' },
    },
  });
  // Before the browser tests (package.json test:e2e:built), as Chromium is: installed if missing, then exit.
  if (values.install) return ensureNginx();
  if (values['config-only']) {
    const out = resolve(values['config-only']);
    mkdirSync(out, { recursive: true });
    const { site, headers } = renderNginxConfig({
      listen: values.port === '0' ? '80' : values.port,
      dist: values.dist,
      backend: values.backend ?? 'http://127.0.0.1:8787',
      fake: !values.backend,
      headersPath: join(out, 'headers.conf'),
    });
    writeFileSync(join(out, 'site.conf'), site);
    writeFileSync(join(out, 'headers.conf'), headers);
    console.log(`serve:nginx: wrote ${join(out, 'site.conf')} and headers.conf`);
    return;
  }
  const served = await serveWithNginx({
    port: Number(values.port),
    host: values.host,
    backend: values.backend,
    dist: values.dist,
  });
  console.log(
    `serve:nginx: ${values.dist} on ${served.origin}, calls proxied to ${served.backend}` +
      (values.backend ? '' : ' (the fake backend)'),
  );
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => void served.stop().then(() => process.exit(0)));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(`serve:nginx: ${error.message}`);
    process.exit(1);
  });
}

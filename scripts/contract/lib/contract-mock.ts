import { generateKeyPairSync } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import { createServer, preview, type Connect, type Plugin, type ProxyOptions } from 'vite';
import { freePort, stopper, waitForHttp } from './fake-backend';
import { root } from './paths';
import { spawnPrism, writePrismContract } from './prism';

// The app against Prism's dynamic mock of both contracts (`npm run start:contract-mock`, and the smoke test in
// tests/contract-mock): every answer is random but valid against the contract, so whatever the app cannot show
// is either a contract that promises too little or an app that trusts more than the contract promises.
//
// Prism resets its random generator to the seed before each answer it generates, so with the same seed an
// operation answers the same data every time, whatever order the app calls in: a failure replays with its seed.

/** The API paths of both contracts; everything else (the app, its /v.json) is the app's own host. */
const API_PREFIXES = ['/wps/', '/lgw/'];

/** The one call answered here instead of by Prism (docs/spec-decisions.md, "The dynamic mock's RSA key"). */
export const RSA_KEY_PATH = '/wps/session/key/rsa';

export interface ContractMockOptions {
  /** Prism's seed: the same seed gives the same answers. */
  seed: string;
  /** The app's port (default: a free one). */
  port?: number;
  /** Serve this production build (`npm run build`) instead of running the dev server. */
  staticDir?: string;
}

export interface RunningContractMock {
  /** Where the app is served. */
  url: string;
  /** Prism itself, for a test that wants an answer without the app. */
  prismUrl: string;
  seed: string;
  /** What Prism printed so far. */
  prismOutput: () => string;
  stop: () => Promise<void>;
}

/**
 * A real RSA public key, as the RSA key call answers it (base64 of the DER, no PEM armour). Prism would answer a
 * random string, which no client can encrypt with, and every login, registration and withdrawal would fail
 * before it is sent; with a real key they reach Prism, which checks the envelope (a text/plain body and the
 * Encryption header) and answers them. Nobody decrypts: Prism's answers do not depend on the body.
 */
function rsaKeyAnswer(): string {
  const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const der = publicKey.export({ type: 'spki', format: 'der' });
  return JSON.stringify({ publicKey: der.toString('base64') });
}

function rsaKeyPlugin(): Plugin {
  const body = rsaKeyAnswer();
  const answer: Connect.NextHandleFunction = (req, res: ServerResponse, next) => {
    if (req.method !== 'GET' || new URL(req.url ?? '/', 'http://x').pathname !== RSA_KEY_PATH) return next();
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(body);
  };
  return {
    name: 'contract-mock-rsa-key',
    configureServer: (server) => void server.middlewares.use(answer),
    configurePreviewServer: (server) => void server.middlewares.use(answer),
  };
}

export async function startContractMock(options: ContractMockOptions): Promise<RunningContractMock> {
  const prismPort = await freePort();
  const port = options.port ?? (await freePort());
  const contract = writePrismContract('lotto-contract-mock-');
  const { prism, output: prismOutput } = spawnPrism([
    'mock',
    contract.specFile,
    '--dynamic',
    '--seed',
    options.seed,
    '--port',
    String(prismPort),
    '--host',
    '127.0.0.1',
    // Prism logs every request at info; only what goes wrong is worth keeping.
    '--verboseLevel',
    'warn',
  ]);
  const stopPrism = stopper(prism);
  // Vite ends the process itself on SIGTERM (after closing its server), before any stop() of ours runs: Prism
  // must not outlive it.
  const killPrism = () => prism.kill();
  process.once('exit', killPrism);
  const cleanUp = async () => {
    process.off('exit', killPrism);
    await stopPrism();
    contract.remove();
  };
  const prismUrl = `http://127.0.0.1:${prismPort}`;

  try {
    if (!(await waitForHttp(prismPort, '/v.json', prism, 180_000)))
      throw new Error(`Prism did not start:\n${prismOutput().trim()}`);
    const proxy: Record<string, ProxyOptions> = Object.fromEntries(
      API_PREFIXES.map((prefix) => [`^${prefix}`, { target: prismUrl, changeOrigin: true }]),
    );
    const inline = {
      root,
      configFile: join(root, 'vite.config.ts'),
      logLevel: 'warn' as const,
      plugins: [rsaKeyPlugin()],
    };
    let closeApp: () => Promise<void>;
    if (options.staticDir) {
      const server = await preview({
        ...inline,
        build: { outDir: options.staticDir },
        preview: { port, strictPort: true, host: '127.0.0.1', proxy },
      });
      closeApp = () => server.close();
    } else {
      // The development mode reads .env only: the app calls the API over HTTP, not the in-browser fake backend.
      const server = await createServer({
        ...inline,
        mode: 'development',
        server: { port, strictPort: true, host: '127.0.0.1', proxy },
      });
      await server.listen();
      closeApp = () => server.close();
    }
    return {
      url: `http://127.0.0.1:${port}`,
      prismUrl,
      seed: options.seed,
      prismOutput,
      stop: async () => {
        await closeApp();
        await cleanUp();
      },
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

import { createServer, type IncomingMessage } from 'node:http';

// A tiny HTTP proxy that falsifies fields of answers, each rule one field of one path's answer: how the drift proof injects drift into the fake
// backend without touching mock/ (see scripts/contract/drift-proxy.ts for the command line).

export interface DriftRule {
  /** Request path (no query) whose JSON answer is changed. */
  path: string;
  /** Field path inside the body: `a.b[0].c`. */
  field: string;
  /** Remove the field, or set it to this JSON value. */
  action: { remove: true } | { set: unknown };
}

function fieldKeys(field: string): (string | number)[] {
  return field
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter(Boolean)
    .map((key) => (/^\d+$/.test(key) ? Number(key) : key));
}

/** Applies the rule to a parsed body in place; false when the field's parent is not there. */
export function applyRule(body: unknown, rule: DriftRule): boolean {
  const keys = fieldKeys(rule.field);
  const last = keys.pop();
  let parent = body;
  for (const key of keys) {
    if (parent === null || typeof parent !== 'object') return false;
    parent = (parent as Record<string | number, unknown>)[key];
  }
  if (parent === null || typeof parent !== 'object' || last === undefined) return false;
  const target = parent as Record<string | number, unknown>;
  if ('remove' in rule.action) delete target[last];
  else target[last] = rule.action.set;
  return true;
}

async function readBody(req: IncomingMessage): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return chunks.length ? Uint8Array.from(Buffer.concat(chunks)) : undefined;
}

export function startDriftProxy(target: string, rules: DriftRule[], port: number) {
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', target);
      const headers = new Headers();
      for (const [key, value] of Object.entries(req.headers)) {
        if (key === 'host' || key === 'connection' || value === undefined) continue;
        headers.set(key, Array.isArray(value) ? value.join(', ') : value);
      }
      const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req);
      const upstream = await fetch(url, { method: req.method, headers, body });
      let payload = Buffer.from(await upstream.arrayBuffer());
      const matching = rules.filter((rule) => rule.path === url.pathname);
      if (matching.length && /json/.test(upstream.headers.get('content-type') ?? '')) {
        const json: unknown = JSON.parse(payload.toString('utf8'));
        if (matching.map((rule) => applyRule(json, rule)).some(Boolean))
          payload = Buffer.from(JSON.stringify(json));
      }
      const out: Record<string, string> = {};
      upstream.headers.forEach((value, key) => {
        // fetch already decoded the body; its length may have changed.
        if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(key))
          out[key] = value;
      });
      res.writeHead(upstream.status, { ...out, 'content-length': String(payload.length) });
      res.end(payload);
    } catch (error) {
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: false, code: 'DRIFT_PROXY', message: String(error) }));
    }
  });
  // Prism keeps its connection to this proxy open between calls; with Node's default of 5 idle seconds a call
  // sent just as the proxy closed it would fail for no reason of the contract's (mock/server.ts does the same).
  server.keepAliveTimeout = 600_000;
  server.headersTimeout = 601_000;
  return new Promise<typeof server>((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

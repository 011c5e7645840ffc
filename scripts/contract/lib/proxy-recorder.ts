import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { OperationEntry } from './spec';

// What the proxy command puts in front of Prism: it passes every call through unchanged, reads what Prism
// found (the `sl-violations` header of a report-only Prism, or the body of an `--errors` refusal), prints
// each violation with its operation, and keeps them for the JUnit and JSON reports. Prism itself only logs
// its own request lines; a team reading a CI log needs the operation and the field.

export interface Violation {
  location?: (string | number)[];
  code?: string | number;
  message?: string;
  severity?: string;
}

export interface RecordedCall {
  operationId: string;
  method: string;
  path: string;
  status: number;
  violations: string[];
}

/** The operation a request on the wire belongs to (its path template filled with anything). */
export function operationFor(
  operations: readonly OperationEntry[],
  method: string,
  pathname: string,
): OperationEntry | undefined {
  return operations.find(
    (e) =>
      e.method === method.toLowerCase() &&
      new RegExp(`^${e.path.replace(/[.]/g, '\\.').replace(/\{\w+\}/g, '[^/]+')}$`).test(pathname),
  );
}

const describe = (v: Violation) =>
  `${(v.location ?? []).join('.') || '(whole message)'}: ${v.message ?? v.code}`;

/** The violations of one answer: Prism's header, or an --errors answer's `validation` list. */
export function violationsOf(status: number, headerValue: string | undefined, body: string): string[] {
  if (headerValue) {
    try {
      return (JSON.parse(headerValue) as Violation[]).map(describe);
    } catch {
      // A long list arrives cut short behind "Too many violations!", no longer JSON: kept whole.
      return [`(whole message): ${headerValue}`];
    }
  }
  if (status === 422 || status === 500) {
    try {
      const problem = JSON.parse(body) as { type?: string; validation?: Violation[] };
      if (
        typeof problem.type === 'string' &&
        problem.type.includes('stoplight.io/prism') &&
        problem.validation
      )
        return problem.validation.map(describe);
    } catch {
      return [];
    }
  }
  return [];
}

/**
 * Headers that belong to one connection, not to the message (RFC 9110 §7.6.1): never passed on. Prism keeps its
 * connection to the recorder alive; copying its `Connection: keep-alive` onto the answer held an HTTP/1.0
 * client's connection open until the server's keep-alive timeout, 5 s after every answer.
 */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** `headers` without the hop-by-hop ones, including any a `Connection` header names. */
export function endToEndHeaders<T extends Record<string, string | string[] | undefined>>(headers: T): T {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  return Object.fromEntries(
    Object.entries(headers).filter(
      ([name]) => !HOP_BY_HOP.has(name.toLowerCase()) && !named.includes(name.toLowerCase()),
    ),
  ) as T;
}

/**
 * Listens on `port` and forwards everything to the Prism at `prismPort`. `onCall` hears of every answered
 * call with what Prism found in it.
 */
export function startRecorder(options: {
  port: number;
  host: string;
  prismPort: number;
  operations: readonly OperationEntry[];
  onCall: (call: RecordedCall) => void;
}): Promise<Server> {
  const server = createServer((incoming: IncomingMessage, outgoing) => {
    const upstream = request(
      {
        host: '127.0.0.1',
        port: options.prismPort,
        method: incoming.method,
        path: incoming.url,
        headers: endToEndHeaders(incoming.headers),
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.concat(chunks);
          const url = new URL(incoming.url ?? '/', 'http://proxy');
          const method = incoming.method ?? 'GET';
          const entry = operationFor(options.operations, method, url.pathname);
          const header = answer.headers['sl-violations'];
          options.onCall({
            operationId: entry?.op.operationId ?? `${method} ${url.pathname}`,
            method,
            path: url.pathname,
            status: answer.statusCode ?? 0,
            violations: violationsOf(
              answer.statusCode ?? 0,
              Array.isArray(header) ? header.join(',') : header,
              body.toString('utf8'),
            ),
          });
          outgoing.writeHead(answer.statusCode ?? 502, endToEndHeaders(answer.headers));
          outgoing.end(body);
        });
      },
    );
    upstream.on('error', (error) => {
      outgoing.writeHead(502, { 'content-type': 'application/json' });
      outgoing.end(
        JSON.stringify({ success: false, code: 'PROXY', message: `Prism did not answer: ${error.message}` }),
      );
    });
    incoming.pipe(upstream);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve(server));
  });
}

const xml = (text: string) =>
  [...text]
    .filter((ch) => ch.charCodeAt(0) >= 0x20 || ch === '\n')
    .join('')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/** One test case per operation the traffic reached; a violation is a `<failure>` listing every one. */
export function proxyJunit(calls: RecordedCall[], target: string): string {
  const byOperation = new Map<string, RecordedCall[]>();
  for (const call of calls)
    byOperation.set(call.operationId, [...(byOperation.get(call.operationId) ?? []), call]);
  const cases = [...byOperation].map(([id, mine]) => {
    const found = mine.flatMap((c) => c.violations.map((v) => `${c.method} ${c.path} → ${c.status}: ${v}`));
    const open = `    <testcase classname="proxy" name="${xml(id)}" time="0"`;
    if (!found.length) return { failed: false, text: `${open}/>` };
    return {
      failed: true,
      text: `${open}>\n      <failure type="violation" message="${xml(`${found.length} violations; first: ${found[0]}`)}">${xml(found.join('\n'))}</failure>\n    </testcase>`,
    };
  });
  const failures = cases.filter((c) => c.failed).length;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="contract:proxy" tests="${cases.length}" failures="${failures}" errors="0" skipped="0">`,
    `  <testsuite name="contract proxy" tests="${cases.length}" failures="${failures}" errors="0" skipped="0" time="0">`,
    `    <properties><property name="upstream" value="${xml(target)}"/></properties>`,
    ...cases.map((c) => c.text),
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}

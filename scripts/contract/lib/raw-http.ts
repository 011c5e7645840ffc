import { connect } from 'node:net';

// A child mock:server asked over a bare socket: in a unit-test process the in-process fake backend (MSW)
// answers every fetch and http request itself, and a client would normalise an attacker's path first.

export interface RawAnswer {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: string;
}

/** One HTTP/1.0 exchange (so the answer is never chunked and the server closes the connection). */
export function rawRequest(
  port: number,
  target: string,
  {
    method = 'GET',
    headers = {},
    body = '',
  }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const [statusLine, ...lines] = text.slice(0, split).split('\r\n');
      const answerHeaders: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        answerHeaders[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({
        status: Number(statusLine.split(' ')[1]),
        headers: answerHeaders,
        body: text.slice(split + 4),
      });
    });
    const head = Object.entries({
      Host: `127.0.0.1:${port}`,
      ...headers,
      'Content-Length': String(Buffer.byteLength(body)),
    })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(`${method} ${target} HTTP/1.0\r\n${head}\r\n${body}`);
  });
}

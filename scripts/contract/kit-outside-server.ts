import Ajv, { type ValidateFunction } from 'ajv';
import {
  constants,
  createDecipheriv,
  generateKeyPairSync,
  privateDecrypt,
  type KeyObject,
} from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

// A backend team's server as the kit's users write one: from the contract (the JSON the package carries) and
// docs/contract.md only, none of this repository's code (not mock/, not the kit's validators). Requests are
// checked with Ajv, a JSON Schema validator no one here wrote; encrypted bodies are really decrypted (RSA with
// its own 2048-bit key, then AES-128-ECB). Some operations keep the contract, others answer with a drift of a
// kind real servers have; everything else is not routed (404). kit.test.ts runs the packed kit against it.

type Doc = {
  paths: Record<string, Record<string, Op>>;
  components: Record<string, Record<string, unknown>>;
  security?: unknown[];
};
type Op = {
  operationId: string;
  parameters?: unknown[];
  requestBody?: { content?: Record<string, { schema?: unknown }>; 'x-plaintext'?: { schema?: unknown } };
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  security?: unknown[];
};

/** What the test expects each tool to name: operationId → the field (or `(status)`) of its planted drift. */
export const PLANTED = {
  getMemberInfo: ['id', 'account'], // renamed field (id → customerId); null where none is allowed
  getWalletBalance: ['sumBalance'], // number sent as text
  getTodayGames: ['todayGames[0].gameType'], // an enum value the contract lacks
  getDrawHistory: ['totalElements'], // required field missing, total_elements beside it
  getDepositRecords: ['list[0].createTime'], // a date as text instead of epoch ms
  getHelpCenter: ['(status)'], // an undeclared success status (202)
  getTransactionRecords: ['(status)'], // an unexpected error status (409, with the envelope)
  getWithdrawRecords: ['(status)'], // a server error (500)
  depositByQr: ['amount'], // write: the order's amount as text
  withdraw: ['status'], // write (encrypted): the status as a word instead of its number
} as const;

/** Operations that keep the contract: no tool may raise anything on them. */
export const FAITHFUL = [
  'getAppVersion',
  'getStatus',
  'getRsaKey',
  'getPaymentChannels',
  'getWithdrawAccountInfo',
];

export const TOKEN = 'team-token-7f3a';
export const GATEWAY = { header: 'X-Gateway-Key', value: 'kit-test' };
export const COOKIE = 'stage=blue';
export const CHANNEL_ID = 31;
export const CARD_ID = 9001;
export const PAYMENT_PASSWORD = '135790';

const envelope = (code: string, message: string) => ({ success: false, code, message });

export interface OutsideServer {
  url: string;
  /** Plaintexts of the encrypted calls it decrypted. */
  decrypted: string[];
  close: () => Promise<void>;
}

/** `contract`: both APIs as one JSON document each (what the package's contract/contract.json holds). */
export async function startOutsideServer(contract: { wps: object; lgw: object }): Promise<OutsideServer> {
  // Read as the parts of an OpenAPI document this server uses.
  const docs = contract as { wps: Doc; lgw: Doc };
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const publicKeyText = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  const decrypted: string[] = [];
  // OpenAPI 3.0 schemas: `nullable` is Ajv's own keyword; `example` and the x- extensions are annotations.
  const ajv = new Ajv({ strict: false, coerceTypes: true, validateFormats: false, allErrors: false });
  const strictAjv = new Ajv({ strict: false, validateFormats: false, allErrors: false });

  const routes: { method: string; pattern: RegExp; doc: Doc; op: Op }[] = [];
  for (const doc of [docs.wps, docs.lgw])
    for (const [path, item] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(item))
        routes.push({
          method: method.toUpperCase(),
          pattern: new RegExp(`^${path.replace(/\{\w+\}/g, '([^/]+)')}$`),
          doc,
          op,
        });

  const deref = (doc: Doc, node: unknown): Record<string, unknown> => {
    let at = node as Record<string, unknown> | undefined;
    while (at && typeof at.$ref === 'string')
      at = at.$ref
        .slice(2)
        .split('/')
        .reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], doc) as Record<string, unknown>;
    return at ?? {};
  };
  const compiled = new Map<string, ValidateFunction>();
  const validator = (doc: Doc, key: string, schema: unknown, coerce: boolean) => {
    if (!compiled.has(key))
      compiled.set(
        key,
        (coerce ? ajv : strictAjv).compile({ ...(schema as object), components: doc.components }),
      );
    return compiled.get(key)!;
  };
  // Refs inside a compiled schema point into `#/components/...` of the document it is compiled with.
  const withComponents = (doc: Doc, schema: unknown) => ({ ...(deref(doc, schema) as object) });

  /** An answer built from the contract's examples, as a team starts its fixtures. */
  const sample = (doc: Doc, node: unknown, depth = 0): unknown => {
    const schema = deref(doc, node);
    if ('example' in schema) return schema.example;
    if ('default' in schema) return schema.default;
    if (Array.isArray(schema.enum)) return schema.enum[0];
    if (Array.isArray(schema.oneOf)) return sample(doc, schema.oneOf[0], depth + 1);
    if (schema.type === 'array') return depth > 6 ? [] : [sample(doc, schema.items, depth + 1)];
    if (schema.type === 'object' || schema.properties) {
      const out: Record<string, unknown> = {};
      for (const [name, child] of Object.entries((schema.properties ?? {}) as Record<string, unknown>))
        out[name] = sample(doc, child, depth + 1);
      return out;
    }
    return schema.type === 'string' ? 'x' : schema.type === 'boolean' ? false : 0;
  };
  const success = (doc: Doc, op: Op) =>
    sample(doc, op.responses['200']?.content?.['application/json']?.schema);

  function decrypt(headerValue: string, body: string, key: KeyObject): string {
    // PKCS#1 v1.5 by hand on a raw RSA decryption: Node refuses PKCS#1 v1.5 private decryption itself.
    const block = privateDecrypt(
      { key, padding: constants.RSA_NO_PADDING },
      Buffer.from(headerValue, 'base64'),
    );
    if (block[0] !== 0 || block[1] !== 2) throw new Error('not PKCS#1 v1.5');
    const aesKey = block.subarray(block.indexOf(0, 2) + 1);
    if (aesKey.length !== 16) throw new Error('the request key is not 16 bytes');
    const decipher = createDecipheriv('aes-128-ecb', aesKey, null);
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
  }

  const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

  /** Checks the request against the operation's parameters and body; the body (decrypted) or a 400 reason. */
  function validate(
    doc: Doc,
    op: Op,
    req: IncomingMessage,
    url: URL,
    pathValues: string[],
    raw: string,
  ): { ok: true; body: unknown } | { ok: false; reason: string } {
    const params = (op.parameters ?? []).map((p) => deref(doc, p)) as {
      name: string;
      in: string;
      required?: boolean;
      schema?: unknown;
    }[];
    const pathNames = [
      ...(Object.keys(doc.paths).find((p) => doc.paths[p][req.method!.toLowerCase()] === op) ?? '').matchAll(
        /\{(\w+)\}/g,
      ),
    ].map((m) => m[1]);
    for (const location of ['query', 'header', 'path']) {
      const mine = params.filter((p) => p.in === location && p.name !== 'Encryption');
      const values: Record<string, unknown> = {};
      for (const p of mine) {
        const value =
          location === 'query'
            ? url.searchParams.get(p.name)
            : location === 'header'
              ? req.headers[p.name.toLowerCase()]
              : pathValues[pathNames.indexOf(p.name)];
        if (value !== null && value !== undefined) values[p.name] = value;
      }
      const schema = {
        type: 'object',
        required: mine.filter((p) => p.required).map((p) => p.name),
        properties: Object.fromEntries(mine.map((p) => [p.name, withComponents(doc, p.schema)])),
      };
      const check = validator(doc, `${op.operationId}:${location}`, schema, true);
      if (!check(values)) return { ok: false, reason: `${location}: ${ajv.errorsText(check.errors)}` };
    }
    const plaintext = op.requestBody?.['x-plaintext']?.schema;
    let body: unknown;
    if (plaintext) {
      const header = req.headers.encryption;
      if (typeof header !== 'string' || !header || !BASE64.test(header))
        return { ok: false, reason: 'ENCRYPTION_REQUIRED: no well-formed Encryption header' };
      if (!raw || !BASE64.test(raw))
        return { ok: false, reason: 'ENCRYPTION_REQUIRED: the body is not base64 ciphertext' };
      let text: string;
      try {
        text = decrypt(header, raw, privateKey);
      } catch {
        return { ok: false, reason: 'ENCRYPTION_KEY_INVALID: the request key does not decrypt' };
      }
      decrypted.push(text);
      try {
        body = JSON.parse(text);
      } catch {
        return { ok: false, reason: 'the plaintext is not JSON' };
      }
      const check = validator(doc, `${op.operationId}:plaintext`, withComponents(doc, plaintext), false);
      if (!check(body)) return { ok: false, reason: `body: ${strictAjv.errorsText(check.errors)}` };
    } else if (op.requestBody?.content?.['application/json']) {
      try {
        body = JSON.parse(raw);
      } catch {
        return { ok: false, reason: 'the body is not JSON' };
      }
      const check = validator(
        doc,
        `${op.operationId}:body`,
        withComponents(doc, op.requestBody.content['application/json'].schema),
        false,
      );
      if (!check(body)) return { ok: false, reason: `body: ${strictAjv.errorsText(check.errors)}` };
    }
    return { ok: true, body };
  }

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  function answer(doc: Doc, op: Op, body: unknown, res: ServerResponse): void {
    const id = op.operationId;
    const ok = () => success(doc, op) as Record<string, unknown>;
    switch (id) {
      case 'getRsaKey':
        return send(res, 200, { publicKey: publicKeyText });
      case 'getPaymentChannels': {
        const groups = ok() as unknown as { channels: { channelId: number; methodType: string }[] }[];
        groups[0].channels[0].channelId = CHANNEL_ID;
        groups[0].channels[0].methodType = 'QR';
        return send(res, 200, groups);
      }
      case 'getWithdrawAccountInfo': {
        const info = ok() as { bankCards: { id: number }[] };
        info.bankCards[0].id = CARD_ID;
        return send(res, 200, info);
      }
      case 'getMemberInfo': {
        const { id: customerId, ...rest } = ok();
        return send(res, 200, { ...rest, customerId, account: null });
      }
      case 'getWalletBalance':
        return send(res, 200, { ...ok(), sumBalance: '12345.67' });
      case 'getTodayGames': {
        const games = ok() as { todayGames: { gameType: string }[] };
        games.todayGames[0].gameType = 'SCRATCH';
        return send(res, 200, games);
      }
      case 'getDrawHistory': {
        const { totalElements, ...rest } = ok();
        return send(res, 200, { ...rest, total_elements: totalElements });
      }
      case 'getDepositRecords': {
        const page = ok() as { list: { createTime: unknown }[] };
        page.list[0].createTime = '2026-02-14 09:30:12';
        return send(res, 200, page);
      }
      case 'getHelpCenter':
        return send(res, 202, ok());
      case 'getTransactionRecords':
        return send(res, 409, envelope('RECORDS_BUSY', 'Records are being rebuilt'));
      case 'getWithdrawRecords':
        return send(res, 500, envelope('INTERNAL', 'NullPointerException'));
      case 'depositByQr': {
        const request = body as { channelId: number; amount: number };
        if (request.channelId !== CHANNEL_ID)
          return send(res, 400, envelope('CHANNEL_UNKNOWN', 'No such channel'));
        return send(res, 200, { ...ok(), amount: `${request.amount.toFixed(2)}` });
      }
      case 'withdraw': {
        const request = body as { bankCardId: number; paymentPassword: string; amount: number };
        if (request.bankCardId !== CARD_ID)
          return send(res, 400, envelope('CARD_UNKNOWN', 'No such bank card'));
        if (request.paymentPassword !== PAYMENT_PASSWORD)
          return send(res, 400, envelope('PAYMENT_PASSWORD_WRONG', 'Wrong payment password'));
        return send(res, 200, { ...ok(), amount: request.amount, status: 'PROCESSING' });
      }
      default:
        return send(res, 200, ok());
    }
  }

  const implemented = new Set<string>([...FAITHFUL, ...Object.keys(PLANTED)]);
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://outside');
      const route = routes.find((r) => r.method === req.method && r.pattern.test(url.pathname));
      if (!route || !implemented.has(route.op.operationId))
        return send(res, 404, envelope('NOT_FOUND', 'No such route'));
      // The team's gateway lets in only its own key and staging cookie (the kit's --header and --cookie).
      if (req.headers[GATEWAY.header.toLowerCase()] !== GATEWAY.value || req.headers.cookie !== COOKIE)
        return send(res, 403, envelope('GATEWAY', 'Missing gateway key or stage cookie'));
      const { doc, op } = route;
      const isProtected = (op.security ?? doc.security ?? []).length > 0;
      if (isProtected && req.headers.authorization !== `Bearer ${TOKEN}`)
        return send(res, 401, envelope('UNAUTHORIZED', 'Please log in'));
      const pathValues = route.pattern.exec(url.pathname)!.slice(1).map(decodeURIComponent);
      const checked = validate(doc, op, req, url, pathValues, Buffer.concat(chunks).toString('utf8'));
      if (!checked.ok) return send(res, 400, envelope('BAD_REQUEST', checked.reason));
      answer(doc, op, checked.body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    decrypted,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

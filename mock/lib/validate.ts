import type { z } from 'zod';
import { refuse } from './respond';

// Requests are checked against the generated zod schemas of the contract, the same ones the contract test
// uses for responses, so the fake backend is as strict as the contract says a real server may be.

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

export function check<S extends z.ZodType>(schema: S, value: unknown): Checked<z.infer<S>> {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, value: result.data };
  const first = result.error.issues[0];
  const where = first?.path.length ? first.path.join('.') : 'request';
  return { ok: false, message: `Invalid ${where}: ${first?.message ?? 'bad input'}` };
}

/** The parsed value, or a 400 BAD_REQUEST refusal that the handler guard turns into the error envelope. */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = check(schema, value);
  return result.ok ? result.value : refuse('BAD_REQUEST', result.message);
}

/**
 * Query parameters as a plain object. Strings stay strings (the schemas coerce plain numbers), except the
 * named keys: integer enums (status codes) are literal unions in the generated schemas, which never coerce.
 */
export function queryOf(request: Request, integerKeys: readonly string[] = []): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const [key, value] of new URL(request.url).searchParams.entries()) {
    query[key] = integerKeys.includes(key) && /^-?\d+$/.test(value) ? Number(value) : value;
  }
  return query;
}

export async function jsonBody(request: Request): Promise<unknown> {
  const text = await request.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return Symbol.for('invalid-json');
  }
}

/** A multipart or url-encoded body as a plain object (files stay File); anything else refuses. */
export async function formBody(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get('Content-Type') ?? '';
  try {
    if (type.includes('multipart/form-data')) {
      const form = await request.formData();
      const values: Record<string, unknown> = {};
      form.forEach((value, key) => (values[key] = value));
      return values;
    }
    // Clients do not always label a url-encoded body; read any other body as one.
    return Object.fromEntries(new URLSearchParams(await request.text()).entries());
  } catch {
    return refuse('BAD_REQUEST', 'Invalid request: the body must be form data');
  }
}

/** Header names are case-insensitive on the wire; the contract's schemas spell them (Device, Language …). */
export function headersFor(schema: z.ZodObject, request: Request): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of Object.keys(schema.shape)) {
    const value = request.headers.get(name);
    if (value !== null) values[name] = value;
  }
  return values;
}

export const parseHeaders = <S extends z.ZodObject>(schema: S, request: Request): z.infer<S> =>
  parse(schema, headersFor(schema, request));

import type { z } from 'zod';

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

/** Query parameters as a plain object, numbers left as strings (zod schemas coerce where the contract says). */
export function queryOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams.entries());
}

export async function jsonBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return Symbol.for('invalid-json');
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

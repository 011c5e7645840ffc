import { operations, type OperationInfo } from '../../../src/api/generated/operations';

// Prism's `sl-violations` header in words, the same for `npm run contract:prism` and the browser suite's
// `prism` project. Apart from ./prism because this needs the generated code, which contract:prism makes first.

/** One entry of Prism's `sl-violations` header. */
export interface Violation {
  location?: (string | number)[];
  code?: string | number;
  message?: string;
}

/** The operation a request on the wire belongs to (its path template filled with anything). */
export function operationOf(method: string, pathname: string): OperationInfo | undefined {
  return operations.find((op) => {
    if (op.method !== method) return false;
    const pattern = new RegExp(`^${op.path.replace(/\{\w+\}/g, '[^/]+')}$`);
    return pattern.test(pathname);
  });
}

/** One line per violation, naming the operation, the place (request or response, and the field) and why. */
export const describeViolations = (method: string, pathname: string, found: Violation[]) =>
  found.map((v) => {
    const op = operationOf(method, pathname)?.operationId ?? `${method} ${pathname}`;
    return `${op}: ${(v.location ?? []).join('.') || '(whole message)'}: ${v.message ?? v.code}`;
  });

/**
 * The lines for one answer's `sl-violations` header. A long list arrives cut short behind "Too many
 * violations!", no longer JSON: it is reported whole rather than lost.
 */
export function violationLines(method: string, pathname: string, header: string): string[] {
  try {
    return describeViolations(method, pathname, JSON.parse(header) as Violation[]);
  } catch {
    const op = operationOf(method, pathname)?.operationId ?? `${method} ${pathname}`;
    return [`${op}: (whole message): ${header}`];
  }
}

import { operations, type OperationInfo } from './generated/operations';

// What the contract says about a call (encrypted, protected, takes the Device header), looked up by method
// and path so the pipeline acts on the contract, never on what a feature asks for.

const byKey = new Map<string, OperationInfo>();
const templated: { method: string; pattern: RegExp; op: OperationInfo }[] = [];
for (const op of operations) {
  if (op.path.includes('{')) {
    const source = op.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+');
    templated.push({ method: op.method, pattern: new RegExp(`^${source.replace(/[{}]/g, '')}$`), op });
  } else {
    byKey.set(`${op.method} ${op.path}`, op);
  }
}

export function findOperation(method: string, url: string): OperationInfo | undefined {
  const path = url.split('?')[0];
  const upper = method.toUpperCase();
  return (
    byKey.get(`${upper} ${path}`) ?? templated.find((t) => t.method === upper && t.pattern.test(path))?.op
  );
}

export type { OperationInfo };

/** Every call of the contract, for checks that must agree with it as a whole. */
export { operations };

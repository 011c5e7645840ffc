import type { OperationInfo } from './generated/operations';
import { firstPageOperations } from './generated/operations-first-page';

// What the contract says about a call (encrypted, protected, takes the Device header), looked up by method
// and path so the pipeline acts on the contract, never on what a feature asks for.
//
// The first page carries only the rows of the calls its door re-exports (src/api/index.ts; derived by
// scripts/gen/operation-tables.mjs); every other row (the member areas', src/api/areas/*) comes with the whole
// table, loaded the first time a call is not found. A lookup miss rather than doors registering their rows:
// the pipeline sees a URL, never the door a call came through, so a call reached any way at all (through a
// second door, by the pipeline itself, before the tables were regenerated for a door's new call) still finds
// its row, and no door, list or new area has to name a table. It costs the first such call of a visit one small
// file (about 1.3 kB gzip), which the app's service worker then keeps with the other scripts.

const byKey = new Map<string, OperationInfo>();
const templated: { method: string; pattern: RegExp; op: OperationInfo }[] = [];
const known = new Set<string>();

function learn(rows: readonly OperationInfo[]): void {
  for (const op of rows) {
    if (known.has(op.operationId)) continue;
    known.add(op.operationId);
    if (op.path.includes('{')) {
      const source = op.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+');
      templated.push({ method: op.method, pattern: new RegExp(`^${source.replace(/[{}]/g, '')}$`), op });
    } else {
      byKey.set(`${op.method} ${op.path}`, op);
    }
  }
}
learn(firstPageOperations);

/** The operation among the rows loaded so far, undefined when none matches (yet). */
export function findLoadedOperation(method: string, url: string): OperationInfo | undefined {
  const path = url.split('?')[0];
  const upper = method.toUpperCase();
  return (
    byKey.get(`${upper} ${path}`) ?? templated.find((t) => t.method === upper && t.pattern.test(path))?.op
  );
}

let wholeTable: Promise<void> | undefined;

/** Loads the contract's whole table once (the member areas' rows); a failed load is tried again next time. */
function loadWholeTable(): Promise<void> {
  wholeTable ??= import('./generated/operations').then(
    ({ operations }) => learn(operations),
    (error: unknown) => {
      wholeTable = undefined;
      throw error;
    },
  );
  return wholeTable;
}

/**
 * The contract's operation for a call: from the first page's rows when it is one of them (no waiting), else
 * after the whole table has loaded. Undefined only for a call outside the contract.
 */
export async function findOperation(method: string, url: string): Promise<OperationInfo | undefined> {
  const loaded = findLoadedOperation(method, url);
  if (loaded) return loaded;
  await loadWholeTable();
  return findLoadedOperation(method, url);
}

export type { OperationInfo };

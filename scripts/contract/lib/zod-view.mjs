// What the zod schemas are generated from (orval.config.ts). Orval 7 turns `type: integer` into
// `zod.number()`, which takes 1.5 as readily as 2, so the fake backend took a page number of 1.5 or a channel
// id of 1.5 and the drift checks would let a fractional id through (contract:fuzz found it). Here every integer
// schema also says `multipleOf: 1`, which orval writes as `.multipleOf(1)`: the same set of values JSON Schema
// means by integer. Only the zod output reads this view; the contract files and the TypeScript types do not.
// Plain JavaScript because orval.config.ts and scripts/gen.mjs run it under node without tsx.

import { plaintextView } from './plaintext.mjs';

/** Keys whose values are data, not schemas: an example object may well have a `type` field. */
const DATA_KEYS = new Set(['example', 'examples', 'default', 'enum', 'x-enum-varnames']);

function markIntegers(node) {
  if (Array.isArray(node)) {
    node.forEach(markIntegers);
    return;
  }
  if (!node || typeof node !== 'object') return;
  if (node.type === 'integer' && node.multipleOf === undefined && !Array.isArray(node.enum))
    node.multipleOf = 1;
  for (const [key, value] of Object.entries(node)) if (!DATA_KEYS.has(key)) markIntegers(value);
}

/**
 * @template T
 * @param {T} doc an OpenAPI document or one file of one
 * @returns {T} the plaintext view (plaintext.mjs) with every integer schema a multiple of 1
 */
export function zodView(doc) {
  const out = plaintextView(doc);
  markIntegers(out);
  return out;
}

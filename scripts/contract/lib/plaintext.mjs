// The contract describes encrypted calls as they travel: a text/plain ciphertext and the Encryption header.
// The generated client is typed with what the app hands the pipeline, which encrypts it (src/api/http.ts):
// the plaintext JSON. So code generation (orval, openapi-typescript and the operation table) reads this view of
// the contract, in which each x-encrypted operation's body is its `x-plaintext` schema as application/json and
// the Encryption header and the ciphertext schema are gone. It works on one file of openapi/ (orval reads the
// files one by one) and on a bundled document alike, and it fails on an operation that is half marked, since
// the pipeline would then send ciphertext the contract does not announce, or the reverse.
// Plain JavaScript because scripts/gen.mjs runs it under node without tsx.

/** The wire-only components in common.yaml. */
export const ENCRYPTION_PARAMETER = 'Encryption';
export const CIPHERTEXT_SCHEMA = 'Ciphertext';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

const isEncryptionHeader = (parameter) =>
  (parameter?.in === 'header' && parameter?.name === ENCRYPTION_PARAMETER) ||
  (typeof parameter?.$ref === 'string' && parameter.$ref.endsWith(`/parameters/${ENCRYPTION_PARAMETER}`));

/**
 * @template T
 * @param {T} doc an OpenAPI document or one file of one
 * @returns {T} a copy in which encrypted operations take their plaintext body as application/json
 */
export function plaintextView(doc) {
  const out = structuredClone(doc);
  for (const [path, item] of Object.entries(out?.paths ?? {})) {
    // In a root file a path item is a ref into a tag file, which is transformed on its own.
    if (!item || typeof item !== 'object' || '$ref' in item) continue;
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const where = `${method.toUpperCase()} ${path}`;
      const body = op.requestBody;
      const plaintext = body?.['x-plaintext']?.schema;
      if (op['x-encrypted'] !== true) {
        if (plaintext)
          throw new Error(`${where} has an x-plaintext body but is not marked x-encrypted: true`);
        continue;
      }
      if (!plaintext)
        throw new Error(`${where} is x-encrypted but its request body has no x-plaintext schema`);
      const { description: _wire, content: _ciphertext, 'x-plaintext': _plaintext, ...rest } = body;
      op.requestBody = { ...rest, content: { 'application/json': { schema: plaintext } } };
      if (op.parameters) op.parameters = op.parameters.filter((parameter) => !isEncryptionHeader(parameter));
    }
  }
  if (out?.components?.schemas) delete out.components.schemas[CIPHERTEXT_SCHEMA];
  if (out?.components?.parameters) delete out.components.parameters[ENCRYPTION_PARAMETER];
  return out;
}

// Spectral function (given the document root): exactly the operations in `operations` ("METHOD /path",
// the product spec's list of encrypted calls) carry `x-encrypted: true`. The app encrypts whatever is marked,
// so a missing mark sends a password in plain text and an extra one sends ciphertext the server cannot read.
// A marked operation declares its body as it travels (text/plain ciphertext, the required Encryption header)
// and the JSON it decrypts to in the body's `x-plaintext`, which code generation types the client with.
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

function wireProblems(op) {
  const problems = [];
  const content = op.requestBody?.content ?? {};
  const types = Object.keys(content);
  if (types.length !== 1 || types[0] !== 'text/plain' || content['text/plain']?.schema?.type !== 'string')
    problems.push('its request body must be only text/plain with the Ciphertext schema');
  if (!op.requestBody?.['x-plaintext']?.schema || typeof op.requestBody['x-plaintext'].schema !== 'object')
    problems.push('its request body must give the plaintext JSON schema in x-plaintext.schema');
  const header = (op.parameters ?? []).find((p) => p?.in === 'header' && p?.name === 'Encryption');
  if (!header?.required) problems.push('it must declare the required Encryption header');
  return problems;
}

export default function encryptedOperations(doc, options) {
  const wanted = new Set(options?.operations ?? []);
  const prefix = options?.pathPrefix ?? '/';
  const results = [];
  const seen = new Set();
  for (const [path, item] of Object.entries(doc?.paths ?? {})) {
    for (const method of METHODS) {
      const op = item?.[method];
      if (!op) continue;
      const key = `${method.toUpperCase()} ${path}`;
      const marked = op['x-encrypted'] === true;
      if (wanted.has(key)) seen.add(key);
      if (wanted.has(key) && !marked)
        results.push({
          message: `${key} is an encrypted call: mark it x-encrypted: true.`,
          path: ['paths', path, method],
        });
      if (!wanted.has(key) && op['x-encrypted'] !== undefined && op['x-encrypted'] !== false)
        results.push({
          message: `${key} is marked x-encrypted but is not in the encrypted list of .spectral.yaml.`,
          path: ['paths', path, method, 'x-encrypted'],
        });
      if (marked)
        for (const problem of wireProblems(op))
          results.push({ message: `${key} is encrypted: ${problem}.`, path: ['paths', path, method] });
      if (!marked && op.requestBody?.['x-plaintext'] !== undefined)
        results.push({
          message: `${key} has an x-plaintext body but is not marked x-encrypted: true.`,
          path: ['paths', path, method, 'requestBody', 'x-plaintext'],
        });
    }
  }
  // Only the spec that serves the prefix (wps.yaml for /wps/) must contain the listed calls.
  const servesPrefix = Object.keys(doc?.paths ?? {}).some((path) => path.startsWith(prefix));
  for (const key of wanted) {
    if (servesPrefix && !seen.has(key))
      results.push({ message: `The encrypted call ${key} is missing from this spec.`, path: ['paths'] });
  }
  return results;
}
